import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { sealSecret } from '../../integrations/crypto/secret-box';
import type { SenderMailbox } from './outreach-context';
import { SmtpTransportCache } from './smtp-transport-cache';

const KEY = randomBytes(32).toString('hex');
const OPTIONS = { maxConnections: 1, timeoutMs: 1000 };

const box = (smtpHost: string): SenderMailbox =>
  ({
    id: 'mailbox-1',
    email: 'recruiter@example.com',
    username: 'recruiter@example.com',
    smtpHost,
    smtpPort: 587,
    smtpSecurity: 'starttls',
    secret: sealSecret(KEY, 'password'),
    updatedAt: new Date('2026-11-01T00:00:00Z'),
  }) as SenderMailbox;

let cache: SmtpTransportCache | undefined;
afterEach(() => cache?.closeAll());

describe('SmtpTransportCache: the outbound policy at send time (decision 013)', () => {
  it.each(['169.254.169.254', '127.0.0.1', '2130706433', 'localhost'])(
    'makes no transport for %s when private networks are not allowed',
    async (host) => {
      cache = new SmtpTransportCache(KEY, OPTIONS, { allowPrivate: false });
      await expect(cache.get(box(host))).rejects.toThrow(
        `The SMTP server ${host} cannot be used: its name was not found or it is not a public internet address.`,
      );
    },
  );

  it('makes one for a loopback server when allowed, and reuses it', async () => {
    cache = new SmtpTransportCache(KEY, OPTIONS, { allowPrivate: true });
    const first = await cache.get(box('localhost'));
    expect(await cache.get(box('localhost'))).toBe(first);
  });
});
