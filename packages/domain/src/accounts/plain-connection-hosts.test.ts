import { describe, expect, it } from 'vitest';
import { allowsPlainConnection } from './plain-connection-hosts';

describe('allowsPlainConnection', () => {
  it.each([
    'localhost',
    'mail.localhost',
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.20',
    '[::1]',
    '::1',
  ])('allows %s', (host) => {
    expect(allowsPlainConnection(host)).toBe(true);
  });

  it.each([
    'smtp.gmail.com',
    '8.8.8.8',
    '172.32.0.1',
    '172.15.0.1',
    '192.169.0.1',
    '11.0.0.1',
    '127.0.0.256',
    'localhost.evil.com',
    '[2001:db8::1]',
    // Link-local is never reachable at all (the server's outbound address policy, decision 013).
    '169.254.3.4',
    '169.254.169.254',
  ])('refuses %s', (host) => {
    expect(allowsPlainConnection(host)).toBe(false);
  });
});
