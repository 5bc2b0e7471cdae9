import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where the server may open a connection on a customer's behalf (a mailbox's SMTP and IMAP
 * servers): decision 013. Every address a host name resolves to is checked, and the caller
 * connects to the checked address, so a second DNS answer cannot swap it.
 */
export type OutboundPolicy = {
  /** Loopback and private networks (RFC 1918, fc00::/7): only when OUTBOUND_ALLOW_PRIVATE is set. */
  allowPrivate: boolean;
};

export type AddressKind = 'public' | 'private' | 'denied';

export type OutboundCheck =
  { ok: true; address: string; family: 4 | 6 } | { ok: false; reason: 'not-found' | 'denied' };

export type ResolveAll = (host: string) => Promise<{ address: string; family: number }[]>;

// Cloud metadata services, by name: they also resolve to denied addresses, but on a machine
// without that cloud's resolver a name could resolve elsewhere.
const METADATA_NAMES = new Set([
  'metadata.google.internal',
  'metadata.goog',
  'metadata',
  'instance-data',
  'instance-data.ec2.internal',
]);

const always = new BlockList();
// IPv4
always.addSubnet('0.0.0.0', 8, 'ipv4'); // "this network": 0.0.0.0 reaches this machine on Linux
always.addSubnet('169.254.0.0', 16, 'ipv4'); // link-local, incl. the metadata 169.254.169.254
// Shared address space (carrier-grade NAT): the provider's own network, never a customer's
// mail server; Alibaba Cloud's metadata service is 100.100.100.200.
always.addSubnet('100.64.0.0', 10, 'ipv4');
always.addSubnet('192.0.0.0', 24, 'ipv4'); // IETF protocol assignments
always.addSubnet('192.0.2.0', 24, 'ipv4'); // documentation
always.addSubnet('198.18.0.0', 15, 'ipv4'); // benchmarking
always.addSubnet('198.51.100.0', 24, 'ipv4'); // documentation
always.addSubnet('203.0.113.0', 24, 'ipv4'); // documentation
always.addSubnet('224.0.0.0', 4, 'ipv4'); // multicast
always.addSubnet('240.0.0.0', 4, 'ipv4'); // reserved, and 255.255.255.255 broadcast
// IPv6
always.addAddress('::', 'ipv6'); // unspecified
always.addAddress('fd00:ec2::254', 'ipv6'); // AWS metadata (inside fc00::/7, so listed first)
always.addSubnet('fe80::', 10, 'ipv6'); // link-local
always.addSubnet('fec0::', 10, 'ipv6'); // site-local (deprecated)
always.addSubnet('ff00::', 8, 'ipv6'); // multicast
always.addSubnet('100::', 64, 'ipv6'); // discard-only
always.addSubnet('2001:db8::', 32, 'ipv6'); // documentation

const privateRanges = new BlockList();
privateRanges.addSubnet('127.0.0.0', 8, 'ipv4');
privateRanges.addSubnet('10.0.0.0', 8, 'ipv4');
privateRanges.addSubnet('172.16.0.0', 12, 'ipv4');
privateRanges.addSubnet('192.168.0.0', 16, 'ipv4');
privateRanges.addAddress('::1', 'ipv6');
privateRanges.addSubnet('fc00::', 7, 'ipv6');

const ipv6Groups = (address: string): number[] => {
  const [head = '', tail] = address.toLowerCase().split('::');
  const parse = (part: string): number[] => {
    if (part === '') return [];
    return part.split(':').flatMap((group) => {
      if (group.includes('.')) {
        const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
        return [(a << 8) | b, (c << 8) | d];
      }
      return [parseInt(group, 16)];
    });
  };
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
};

const ipv4From = (high: number, low: number): string =>
  [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/** The IPv4 address an IPv6 one carries (mapped, compatible, NAT64, 6to4), or null. */
const embeddedIpv4 = (address: string): string | null => {
  const groups = ipv6Groups(address);
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const zeroPrefix = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (zeroPrefix && (g5 === 0xffff || g5 === 0) && (g6 !== 0 || g7 > 1)) return ipv4From(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return ipv4From(g6, g7);
  if (g0 === 0x2002) return ipv4From(g1 ?? 0, g2 ?? 0);
  return null;
};

/** Which side of the policy one IP address falls on (before the setting is applied). */
export const classifyAddress = (address: string): AddressKind => {
  const family = isIP(address);
  if (family === 0) return 'denied';
  if (family === 6) {
    const inner = embeddedIpv4(address);
    if (inner) return classifyAddress(inner);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (always.check(address, type)) return 'denied';
  if (privateRanges.check(address, type)) return 'private';
  return 'public';
};

const NUMBER_PART = /^(0x[0-9a-f]*|0[0-7]*|[1-9][0-9]*)$/i;

const partValue = (part: string): number => {
  if (/^0x/i.test(part)) return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  if (part.length > 1 && part.startsWith('0')) return parseInt(part, 8);
  return Number(part);
};

/**
 * The address a numeric host stands for, read as inet_aton does (what the system resolver does
 * with it): `2130706433`, `127.1`, `0x7f.1` and `017700000001` are all 127.0.0.1. Null when the
 * host is not numeric; `address: null` when it looks numeric but is out of range.
 */
export const parseNumericIpv4 = (host: string): { address: string | null } | null => {
  const parts = host.split('.');
  if (parts.length > 4 || !parts.every((part) => NUMBER_PART.test(part))) return null;
  const values = parts.map(partValue);
  const last = values.pop() ?? 0;
  const lastBytes = 4 - values.length;
  if (values.some((value) => value > 0xff) || last >= 2 ** (8 * lastBytes))
    return { address: null };
  const bytes = [...values];
  for (let index = lastBytes - 1; index >= 0; index -= 1)
    bytes.push(Math.floor(last / 2 ** (8 * index)) % 256);
  return { address: bytes.join('.') };
};

const systemResolveAll: ResolveAll = (host) => lookup(host, { all: true, verbatim: true });

/** The address a literal host stands for (`address: null` if impossible), or null for a name. */
const literalAddress = (name: string): { address: string | null } | null => {
  const unbracketed = name.replace(/^\[(.*)\]$/, '$1');
  if (isIP(unbracketed)) return { address: unbracketed };
  return parseNumericIpv4(name);
};

/**
 * Resolves a host and checks every address it has; the first address is the one to connect to.
 * A name that resolves to any address outside the policy is refused as a whole.
 */
export const checkOutboundHost = async (
  host: string,
  policy: OutboundPolicy,
  resolveAll: ResolveAll = systemResolveAll,
): Promise<OutboundCheck> => {
  const name = host.trim().toLowerCase().replace(/\.$/, '');
  if (name === '' || METADATA_NAMES.has(name)) return { ok: false, reason: 'denied' };
  const literal = literalAddress(name);
  if (literal && literal.address === null) return { ok: false, reason: 'not-found' };
  let addresses: { address: string; family: number }[];
  if (literal?.address) addresses = [{ address: literal.address, family: isIP(literal.address) }];
  else {
    try {
      addresses = await resolveAll(name);
    } catch {
      return { ok: false, reason: 'not-found' };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: 'not-found' };
  const allowed = (address: string): boolean => {
    const kind = classifyAddress(address);
    return kind === 'public' || (kind === 'private' && policy.allowPrivate);
  };
  if (!addresses.every((entry) => allowed(entry.address))) return { ok: false, reason: 'denied' };
  const first = addresses[0]!;
  return { ok: true, address: first.address, family: isIP(first.address) === 6 ? 6 : 4 };
};
