import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  checkOutboundHost,
  classifyAddress,
  parseNumericIpv4,
  type ResolveAll,
} from './outbound-address-policy';

const STRICT = { allowPrivate: false };
const LENIENT = { allowPrivate: true };

const resolvesTo =
  (...addresses: string[]): ResolveAll =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('parseNumericIpv4: numeric hosts as inet_aton reads them', () => {
  it.each([
    ['2130706433', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['127.0.1', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['017700000001', '127.0.0.1'],
    ['0177.0.0.01', '127.0.0.1'],
    ['0', '0.0.0.0'],
    ['0.0.0.0', '0.0.0.0'],
    ['2852039166', '169.254.169.254'],
    ['0xa9fea9fe', '169.254.169.254'],
    ['8.8.8.8', '8.8.8.8'],
  ])('%s is %s', (host, address) => {
    expect(parseNumericIpv4(host)).toEqual({ address });
  });

  it('leaves names alone and refuses out-of-range numbers', () => {
    expect(parseNumericIpv4('smtp.example.com')).toBeNull();
    expect(parseNumericIpv4('1.2.3.4.5')).toBeNull();
    expect(parseNumericIpv4('08.1.1.1')).toBeNull();
    expect(parseNumericIpv4('256.1.1.1')).toEqual({ address: null });
    expect(parseNumericIpv4('4294967296')).toEqual({ address: null });
  });
});

describe('classifyAddress', () => {
  it.each([
    '169.254.169.254',
    '169.254.0.1',
    '100.100.100.200',
    '100.64.0.1',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '255.255.255.255',
    '240.0.0.1',
    '192.0.2.10',
    '::',
    'fd00:ec2::254',
    'fe80::1',
    'ff02::1',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a9fe:a9fe',
    '2002:a9fe:a9fe::1',
  ])('%s is never allowed', (address) => {
    expect(classifyAddress(address)).toBe('denied');
  });

  it.each([
    '127.0.0.1',
    '127.0.1.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '::1',
    'fd12:3456::1',
    'fc00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
  ])('%s is private', (address) => {
    expect(classifyAddress(address)).toBe('private');
  });

  it.each(['8.8.8.8', '172.32.0.1', '100.128.0.1', '2a00:1450:4001::1', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(classifyAddress(address)).toBe('public');
    },
  );
});

describe('checkOutboundHost', () => {
  it.each([
    '169.254.169.254',
    'metadata.google.internal',
    'METADATA.GOOGLE.INTERNAL.',
    '100.100.100.200',
    '[fd00:ec2::254]',
    'fd00:ec2::254',
    '0.0.0.0',
    '0',
    '[::]',
    '2852039166',
    '[::ffff:169.254.169.254]',
    '224.0.0.1',
  ])('refuses %s even when private networks are allowed', async (host) => {
    const check = await checkOutboundHost(host, LENIENT, resolvesTo('8.8.8.8'));
    expect(check).toEqual({ ok: false, reason: 'denied' });
  });

  it.each([
    '127.0.0.1',
    '2130706433',
    '127.1',
    '0x7f.1',
    '017700000001',
    '[::1]',
    '[::ffff:127.0.0.1]',
    '10.0.0.5',
    '172.20.1.1',
    '192.168.0.10',
    '[fd12::1]',
  ])('refuses the private or loopback %s unless allowed', async (host) => {
    const resolveAll = resolvesTo('8.8.8.8');
    expect(await checkOutboundHost(host, STRICT, resolveAll)).toEqual({
      ok: false,
      reason: 'denied',
    });
    expect(await checkOutboundHost(host, LENIENT, resolveAll)).toMatchObject({ ok: true });
  });

  it('connects to the numeric form resolved, not the text typed', async () => {
    expect(await checkOutboundHost('2130706433', LENIENT)).toEqual({
      ok: true,
      address: '127.0.0.1',
      family: 4,
    });
    expect(await checkOutboundHost('[::1]', LENIENT)).toEqual({
      ok: true,
      address: '::1',
      family: 6,
    });
  });

  it('refuses a name when any of its addresses is refused', async () => {
    expect(
      await checkOutboundHost('mail.example.com', LENIENT, resolvesTo('8.8.8.8', '169.254.1.1')),
    ).toEqual({ ok: false, reason: 'denied' });
    expect(
      await checkOutboundHost('mail.example.com', STRICT, resolvesTo('8.8.8.8', '10.0.0.1')),
    ).toEqual({ ok: false, reason: 'denied' });
    expect(
      await checkOutboundHost('mail.example.com', STRICT, resolvesTo('8.8.4.4', '2a00::1')),
    ).toEqual({ ok: true, address: '8.8.4.4', family: 4 });
  });

  it('refuses localhost and the machine’s own name through the real resolver', async () => {
    expect(await checkOutboundHost('localhost', STRICT)).toEqual({ ok: false, reason: 'denied' });
    expect(await checkOutboundHost(hostname(), STRICT)).toMatchObject({ ok: false });
  });

  it('reports names that do not resolve and impossible numbers as not found', async () => {
    const failing: ResolveAll = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await checkOutboundHost('nowhere.invalid', STRICT, failing)).toEqual({
      ok: false,
      reason: 'not-found',
    });
    expect(await checkOutboundHost('256.0.0.1', STRICT, failing)).toEqual({
      ok: false,
      reason: 'not-found',
    });
  });
});
