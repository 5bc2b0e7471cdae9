import { z } from 'zod';
import { envelope } from '../http/envelope';

/** The connected accounts of SPEC 1, in the order the settings page shows them. */
export const INTEGRATIONS = [
  {
    key: 'mailbox',
    name: 'Mailboxes',
    description: 'Send campaign e-mails from your own addresses and read the replies.',
  },
  {
    key: 'calendar',
    name: 'Calendar',
    description: 'Let candidates book interviews in your free slots.',
  },
  {
    key: 'linkedin',
    name: 'LinkedIn',
    description: 'Send invitations, messages and profile visits from campaigns.',
  },
  {
    key: 'whatsapp',
    name: 'WhatsApp',
    description: 'Message candidates from a personal WhatsApp account.',
  },
  {
    key: 'whatsapp_business',
    name: 'WhatsApp Business',
    description: 'Send approved message templates from a WhatsApp Business number.',
  },
  {
    key: 'team_chat',
    name: 'Slack',
    description: 'Get candidate replies and pipeline updates in your team chat.',
  },
  {
    key: 'recruiting_partner',
    name: 'Recruiting partner',
    description:
      'Agencies you invite to chosen projects submit candidates, and see only their own.',
  },
] as const;

export type IntegrationKey = (typeof INTEGRATIONS)[number]['key'];
export const INTEGRATION_KEYS = INTEGRATIONS.map((item) => item.key) as [
  IntegrationKey,
  ...IntegrationKey[],
];

/**
 * connected: at least one working account; not_connected: none yet, and the product can connect
 * one; not_available: the product cannot connect this kind of account yet.
 */
export const INTEGRATION_STATUSES = ['connected', 'not_connected', 'not_available'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

export const integrationSchema = z.object({
  key: z.enum(INTEGRATION_KEYS),
  name: z.string(),
  description: z.string(),
  status: z.enum(INTEGRATION_STATUSES),
  /** One sentence on the state: which account, how many, or why it is not available. */
  detail: z.string(),
  /** Accounts that need attention (a failing login, a disabled mailbox, an account error). */
  problem: z.string().nullable(),
  /** How many accounts are connected, where counting makes sense (mailboxes). */
  count: z.number().int().nullable(),
  /** An app page that really connects one, or null when the product has none. */
  connect_path: z.string().nullable(),
});
export type Integration = z.infer<typeof integrationSchema>;

export const integrationsResponse = envelope(
  z.object({ integrations: z.array(integrationSchema) }),
);
