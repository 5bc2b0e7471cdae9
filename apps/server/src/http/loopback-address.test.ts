import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './loopback-address';

describe('isLoopbackAddress', () => {
  it('accepts the loopback addresses of IPv4, IPv6 and IPv4-mapped IPv6', () => {
    for (const address of ['127.0.0.1', '127.3.4.5', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1'])
      expect(isLoopbackAddress(address), address).toBe(true);
  });

  it('refuses every other address, and a missing one', () => {
    for (const address of [
      '192.168.1.20',
      '10.0.0.1',
      '0.0.0.0',
      '::',
      '::ffff:192.168.1.20',
      'fe80::1',
      '128.0.0.1',
      'localhost',
      '',
      undefined,
    ])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
  });
});
