/**
 * Whether a mail server may be reached without encryption: only on this machine or a private
 * network (RFC 1918, loopback), where the password does not cross the internet. Link-local
 * addresses are left out: the server never connects to them (decision 013).
 */
export const allowsPlainConnection = (host: string): boolean => {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (name === 'localhost' || name.endsWith('.localhost') || name === '::1') return true;
  const octets = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(name)?.slice(1).map(Number);
  if (!octets || octets.some((octet) => octet > 255)) return false;
  const [a = -1, b = -1] = octets;
  return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
};

export const PLAIN_CONNECTION_MESSAGE =
  'Unencrypted connections are only allowed to servers on this machine or a private network. Choose TLS or STARTTLS.';
