import { z } from 'zod';
import { envelope } from '../http/envelope';
import { REQUIRED_MESSAGE } from '../http/validation-messages';
import { allowsPlainConnection, PLAIN_CONNECTION_MESSAGE } from './plain-connection-hosts';

/** SPEC 5 and 9: a Google app password is exactly 16 characters. */
export const APP_PASSWORD_LENGTH = 16;
export const APP_PASSWORD_NOTE =
  'Please note: App Password is different from your Google login password.';
export const APP_PASSWORD_LENGTH_MESSAGE = 'The password field must be 16 characters long.';

export const MAILBOX_PROVIDERS = ['gmail', 'outlook', 'custom'] as const;
export type MailboxProvider = (typeof MAILBOX_PROVIDERS)[number];
export const MAILBOX_PROVIDER_LABELS: Record<MailboxProvider, string> = {
  gmail: 'Gmail',
  outlook: 'Outlook / Microsoft 365',
  custom: 'Other (SMTP + IMAP)',
};

/** tls: implicit TLS (465 / 993); starttls: upgrade on a plain port (587 / 143); none: plain. */
export const CONNECTION_SECURITY = ['tls', 'starttls', 'none'] as const;
export type ConnectionSecurity = (typeof CONNECTION_SECURITY)[number];

export const DEFAULT_MAILBOX_DAILY_LIMIT = 50;
export const MAX_MAILBOX_DAILY_LIMIT = 2000;
export const SIGNATURE_MAX = 5000;
export const DISPLAY_NAME_MAX = 120;

const email = z
  .string()
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .pipe(z.email('Not a valid e-mail address.'))
  .transform((value) => value.toLowerCase());
const displayName = z.string().trim().max(DISPLAY_NAME_MAX).optional();
const password = z.string().min(1, REQUIRED_MESSAGE).max(500);

export const serverSettingsSchema = z
  .object({
    host: z
      .string()
      .trim()
      .min(1, REQUIRED_MESSAGE)
      .max(253)
      .regex(/^[A-Za-z0-9.-]+$|^\[[0-9a-fA-F:]+\]$/, 'Not a valid host name.'),
    port: z.number().int().min(1, 'Not a valid port.').max(65535, 'Not a valid port.'),
    security: z.enum(CONNECTION_SECURITY),
  })
  .refine((settings) => settings.security !== 'none' || allowsPlainConnection(settings.host), {
    message: PLAIN_CONNECTION_MESSAGE,
    path: ['security'],
  });
export type ServerSettings = z.infer<typeof serverSettingsSchema>;

/** POST /api/communication/email/account/connect: the server proves SMTP and IMAP before saving. */
export const connectMailboxRequest = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('gmail'),
    email,
    display_name: displayName,
    app_password: z
      .string()
      .transform((value) => value.replace(/\s+/g, ''))
      .pipe(
        z
          .string()
          .min(1, REQUIRED_MESSAGE)
          .length(APP_PASSWORD_LENGTH, APP_PASSWORD_LENGTH_MESSAGE),
      ),
  }),
  z.object({ provider: z.literal('outlook'), email, display_name: displayName, password }),
  z.object({
    provider: z.literal('custom'),
    email,
    display_name: displayName,
    username: z.string().trim().min(1, REQUIRED_MESSAGE).max(320),
    password,
    smtp: serverSettingsSchema,
    imap: serverSettingsSchema,
  }),
]);
export type ConnectMailboxRequest = z.infer<typeof connectMailboxRequest>;

/** Known providers' servers (the custom provider names its own). */
export const PROVIDER_SERVERS: Record<
  Exclude<MailboxProvider, 'custom'>,
  { smtp: ServerSettings; imap: ServerSettings }
> = {
  gmail: {
    smtp: { host: 'smtp.gmail.com', port: 465, security: 'tls' },
    imap: { host: 'imap.gmail.com', port: 993, security: 'tls' },
  },
  outlook: {
    smtp: { host: 'smtp.office365.com', port: 587, security: 'starttls' },
    imap: { host: 'outlook.office365.com', port: 993, security: 'tls' },
  },
};

/** A mailbox as the settings page shows it. Credentials are never part of any answer. */
export const mailboxSchema = z.object({
  _id: z.string(),
  email: z.string(),
  display_name: z.string().nullable(),
  provider: z.string(),
  /** verified, or invalid (its login failed later: invalid_reason says why). */
  status: z.enum(['verified', 'invalid']),
  invalid_reason: z.string().nullable(),
  enabled: z.boolean(),
  /** Set when too many of its e-mails bounced: it sends nothing until enabled again. */
  paused_reason: z.string().nullable(),
  daily_limit: z.number().int(),
  signature: z.string(),
  sent_today: z.number().int(),
  smtp: serverSettingsSchema.nullable(),
  imap: serverSettingsSchema.nullable(),
  last_polled_at: z.string().nullable(),
});
export type Mailbox = z.infer<typeof mailboxSchema>;
export const mailboxResponse = envelope(mailboxSchema);
/** GET /api/communication/email/account/mailboxes: every mailbox of the workspace. */
export const mailboxListResponse = envelope(z.array(mailboxSchema));

export const mailboxIdParams = z.object({ id: z.uuid('Not a valid mailbox id.') });

/** PUT /api/communication/email/account/update/{id}: absent keys stay as they are. */
export const updateMailboxRequest = z.object({
  enabled: z.boolean().optional(),
  daily_limit: z
    .number()
    .int()
    .min(1, 'At least 1 a day.')
    .max(MAX_MAILBOX_DAILY_LIMIT, `At most ${MAX_MAILBOX_DAILY_LIMIT} a day.`)
    .optional(),
  signature: z.string().max(SIGNATURE_MAX, 'The signature is too long.').optional(),
  display_name: z.string().trim().max(DISPLAY_NAME_MAX).nullable().optional(),
});
export type UpdateMailboxRequest = z.infer<typeof updateMailboxRequest>;

/** The field a failed connection check answers on: which server refused, and why. */
export const CONNECT_CHECK_FIELDS = { smtp: 'smtp', imap: 'imap' } as const;
