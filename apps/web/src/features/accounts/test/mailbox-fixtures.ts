import type { Mailbox } from '@hirelane/domain/accounts/mailbox.schema';

/** Test data for the mailbox screens (component tests only). */
export const mailboxFixture = (overrides: Partial<Mailbox> = {}): Mailbox => ({
  _id: 'mb-1',
  email: 'ada@acme.test',
  display_name: 'Ada Lovelace',
  provider: 'gmail',
  status: 'verified',
  invalid_reason: null,
  enabled: true,
  paused_reason: null,
  daily_limit: 50,
  signature: 'Ada\nAcme Recruiting',
  sent_today: 12,
  smtp: { host: 'smtp.gmail.com', port: 465, security: 'tls' },
  imap: { host: 'imap.gmail.com', port: 993, security: 'tls' },
  last_polled_at: null,
  ...overrides,
});
