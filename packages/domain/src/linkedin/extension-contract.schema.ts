import { z } from 'zod';
import { envelope } from '../http/envelope';
import { normalizeLinkedinUrl } from '../candidates/identity';
import { LINKEDIN_ACTION_TYPES, linkedinLimitsSchema } from './linkedin-limits';

/*
 * The contract between the browser extension and the server (decision 045). The extension calls
 * /api/extension/linkedin/* with the app's session cookie and its chrome-extension:// Origin;
 * the web app calls /api/linkedin/*.
 */

const profileUrl = z
  .string()
  .trim()
  .max(500, 'At most 500 characters.')
  .refine((value) => normalizeLinkedinUrl(value)?.startsWith('linkedin.com/in/') ?? false, {
    message: 'Not a LinkedIn profile URL.',
  });

/** POST /api/extension/linkedin/identity: the member signed in to LinkedIn in this browser. */
export const linkedinIdentityRequest = z.object({
  full_name: z.string().trim().min(1, 'The name is missing.').max(200, 'At most 200 characters.'),
  profile_url: profileUrl,
  headline: z.string().trim().max(300, 'At most 300 characters.').nullable().optional(),
});
export type LinkedinIdentityRequest = z.infer<typeof linkedinIdentityRequest>;

export const LINKEDIN_HEALTH_STATES = [
  'ok',
  'logged_out',
  'restricted',
  'checkpoint',
  'warning',
] as const;
export type LinkedinHealthState = (typeof LINKEDIN_HEALTH_STATES)[number];

/** POST /api/extension/linkedin/health: what the extension saw on LinkedIn. */
export const linkedinHealthRequest = z.object({
  state: z.enum(LINKEDIN_HEALTH_STATES),
  message: z.string().trim().max(500, 'At most 500 characters.').nullable().optional(),
});

/** POST /api/extension/linkedin/actions/claim. */
export const linkedinClaimRequest = z.object({
  max: z.number().int().min(1, 'At least 1.').max(10, 'At most 10.').default(3),
});

export const claimedLinkedinAction = z.object({
  id: z.string(),
  /** Echoed in the result: a result for another claim of the action is refused. */
  lease_token: z.string(),
  type: z.enum(LINKEDIN_ACTION_TYPES),
  profile_url: z.string(),
  candidate_name: z.string(),
  /** The invitation note or the message, variables filled; null for a view or a follow. */
  text: z.string().nullable(),
  /** Check the connection first: answer not_connected when there is none. */
  requires_connection: z.boolean(),
  /**
   * A message whose earlier claim ran out unreported: that attempt may have sent it (the service
   * worker died, or its report was lost). Read the conversation for the text before sending.
   */
  may_have_sent: z.boolean(),
  /** Perform it not before then (random gaps of 1–4 minutes between actions). */
  perform_at: z.iso.datetime(),
  /** The claim is good until then; after it, the action returns to the queue. */
  lease_until: z.iso.datetime(),
});
export type ClaimedLinkedinAction = z.infer<typeof claimedLinkedinAction>;

export const linkedinClaimResponse = envelope(
  z.object({
    actions: z.array(claimedLinkedinAction),
    /** Why nothing was handed out when the list is empty for a reason (paused, limits, …). */
    idle_reason: z.string().nullable(),
  }),
);

export const LINKEDIN_ACTION_OUTCOMES = [
  'done',
  'accepted',
  'not_connected',
  'already_connected',
  'failed',
] as const;
export type LinkedinActionOutcome = (typeof LINKEDIN_ACTION_OUTCOMES)[number];

/** POST /api/extension/linkedin/actions/{id}/result. */
export const linkedinActionResultRequest = z.object({
  lease_token: z.string().min(1),
  outcome: z.enum(LINKEDIN_ACTION_OUTCOMES),
  detail: z.string().trim().max(1000, 'At most 1000 characters.').nullable().optional(),
});
export type LinkedinActionResultRequest = z.infer<typeof linkedinActionResultRequest>;

/** POST /api/extension/linkedin/messages: a message of a candidate seen in LinkedIn messaging. */
export const linkedinInboundMessageRequest = z.object({
  profile_url: profileUrl,
  text: z.string().trim().min(1, 'The message is empty.').max(10_000, 'At most 10000 characters.'),
  sent_at: z.iso.datetime({ offset: true }),
});

export const linkedinInboundMessageResponse = envelope(
  z.object({ matched: z.boolean(), stopped_enrollments: z.number().int() }),
);

/** GET /api/linkedin/connection: what /app/connect-linkedin shows. */
export const linkedinConnectionResponse = envelope(
  z.object({
    /** The identity the extension last reported for the caller, or null. */
    reported: z
      .object({
        full_name: z.string(),
        profile_url: z.string(),
        headline: z.string().nullable(),
        reported_at: z.iso.datetime(),
      })
      .nullable(),
    account: z
      .object({
        id: z.string(),
        full_name: z.string(),
        profile_url: z.string(),
        error_message: z.string().nullable(),
        automation_enabled: z.boolean(),
        paused_until: z.iso.datetime().nullable(),
        limits: z.object({
          invitations_per_day: z.number().int(),
          invitations_per_week: z.number().int(),
          profile_views_per_day: z.number().int(),
          messages_per_day: z.number().int(),
          follows_per_day: z.number().int(),
        }),
        /** Each limit, what was used of it in the last 24 hours (or 7 days) and what is left. */
        usage: z.array(
          z.object({
            type: z.enum(LINKEDIN_ACTION_TYPES),
            period: z.enum(['day', 'week']),
            used: z.number().int(),
            limit: z.number().int(),
            remaining: z.number().int(),
          }),
        ),
      })
      .nullable(),
  }),
);
export type LinkedinConnection = z.infer<typeof linkedinConnectionResponse>['data'];

/** PUT /api/linkedin/account/settings. */
export const linkedinAccountSettingsRequest = z.object({
  automation_enabled: z.boolean().optional(),
  limits: linkedinLimitsSchema.optional(),
});

/** POST /api/linkedin/account/confirm: the profile URL the page showed. */
export const linkedinConfirmRequest = z.object({ profile_url: z.string().min(1).max(500) });

export const linkedinActionParams = z.object({ id: z.uuid('Not a valid action id.') });

export const linkedinActionResultResponse = envelope(
  z.object({ status: z.enum(['done', 'scheduled', 'failed']) }),
);

export const linkedinAccountResponse = envelope(
  linkedinConnectionResponse.shape.data.shape.account.unwrap(),
);
