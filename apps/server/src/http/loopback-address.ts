import net from 'node:net';

/** Whether a TCP peer address is this machine's loopback (127.0.0.0/8, ::1, or IPv4-mapped 127.x). */
export const isLoopbackAddress = (address: string | undefined): boolean => {
  if (!address) return false;
  const ipv4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (net.isIPv4(ipv4)) return ipv4.startsWith('127.');
  return net.isIPv6(address) && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(address.toLowerCase());
};
