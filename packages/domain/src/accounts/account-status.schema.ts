import { z } from 'zod';
import { envelope } from '../http/envelope';

const labelledAccount = z.object({ id: z.string(), label: z.string() });

export const emailAccountListResponse = envelope(
  z.object({
    verified_emails: z.array(labelledAccount),
    /** state: disabled by a person, invalid (its login fails), or paused after too many bounces. */
    invalid_emails: z.array(
      labelledAccount.extend({
        reason: z.string(),
        state: z.enum(['disabled', 'invalid', 'paused']),
      }),
    ),
  }),
);

/** Spelling as in SPEC 3 ("calenders"). */
export const calendarAccountListResponse = envelope(
  z.object({
    verified_calenders: z.array(labelledAccount),
    invalid_calenders: z.array(labelledAccount),
  }),
);

export const linkedinAccountStatusResponse = envelope(
  z.object({
    connected: z.boolean(),
    /** The connected account's id: what a campaign's config.from_linkedin holds. */
    account_id: z.string().nullable(),
    account_name: z.string().nullable(),
    error_message: z.string().nullable(),
  }),
);

export const whatsappAccountStatusResponse = envelope(
  z.object({ status: z.enum(['WORKING', 'FAILED']).nullable() }),
);

export const whatsappBusinessAccountStatusResponse = envelope(
  z.object({
    connected: z.boolean(),
    /** The Cloud API account's state (decision 048): WORKING, FAILED, or null when none. */
    status: z.enum(['WORKING', 'FAILED']).nullable(),
    phone_number: z.string().nullable(),
    error_message: z.string().nullable(),
  }),
);

/** Slack (decision 050): connected when the workspace's or the caller's own connection works. */
export const teamChatStatusResponse = envelope(
  z.object({
    connected: z.boolean(),
    team_name: z.string().nullable(),
    /** Why a connection stopped working (Slack refused its token); null when none did. */
    error_message: z.string().nullable(),
  }),
);
