import { z } from 'zod';
import { envelope } from '../http/envelope';
import { sendingScheduleSchema } from './sending-schedule.schema';
import { stepDraftSchema } from './step-config.schema';
import { sequenceStepTypeSchema } from './step-types';

/**
 * The campaign entity of SPEC 3 (`status`: true running, false paused), plus what the launch page
 * edits: the sending schedule and the daily limit.
 */
export const campaignSchema = z.object({
  _id: z.string(),
  project_id: z.string(),
  status: z.boolean(),
  no_of_steps: z.number().int(),
  email: z.string().nullable(),
  config: z.object({ from_email: z.string().nullable(), from_linkedin: z.string().nullable() }),
  campaign_message: z.object({
    email_account_error: z.string().nullable(),
    linkedin_account_error: z.string().nullable(),
  }),
  campaign_error_message: z.string().nullable(),
  schedule: sendingScheduleSchema,
  daily_limit: z.number().int(),
  /** When it was first launched; null until then. */
  launched_at: z.string().nullable(),
  /** Open tracking (pixel) and click tracking (redirect links); both off by default. */
  track_opens: z.boolean(),
  track_clicks: z.boolean(),
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignResponse = envelope(campaignSchema);

/**
 * Why a step cannot change at all (SPEC 3 can_update false): only while its e-mails are being
 * handed to the mail server. A step that was sent can be edited (docs/decisions/008).
 */
export const STEP_LOCKED_REASON =
  'This step is being sent right now, so it cannot change for a moment. Try again in a minute.';

/** Said where a step is edited once the campaign has run: who an edit reaches. */
export const STEP_EDIT_REACH =
  'Edits apply to everyone who has not reached this step yet, people already in the campaign included. Messages already sent stay as they were.';

/** A campaign step: SPEC 3's type and can_update, with its place, settings and lock reason. */
export const campaignStepSchema = z.object({
  _id: z.string(),
  /** 1-based place in the sequence. */
  order: z.number().int(),
  type: sequenceStepTypeSchema,
  config: z.record(z.string(), z.unknown()),
  can_update: z.boolean(),
  /** STEP_LOCKED_REASON when can_update is false, otherwise null. */
  locked_reason: z.string().nullable(),
});
export type CampaignStep = z.infer<typeof campaignStepSchema>;
/** The part of a step the SPEC 4.4 rules read. */
export type CampaignStepSummary = Pick<CampaignStep, 'type' | 'can_update'>;

/** GET /api/campaign/{id}/steps: the steps in order (no_of_steps is their count). */
export const campaignStepsResponse = envelope(z.array(campaignStepSchema));
export const campaignStepResponse = envelope(campaignStepSchema);
export const campaignIdParams = z.object({ id: z.uuid('Not a valid campaign id.') });
export const campaignStepParams = z.object({
  campaignID: z.uuid('Not a valid campaign id.'),
  stepID: z.uuid('Not a valid step id.'),
});
export const campaignIdOnlyParams = z.object({ campaignID: z.uuid('Not a valid campaign id.') });

/** POST /api/campaign/{campaignID}/step/add: a new step, appended unless `order` places it. */
export const addStepRequest = z.intersection(
  stepDraftSchema,
  z.object({ order: z.number().int().min(1).optional() }),
);
/** PUT /api/campaign/{campaignID}/step/update/{stepID}: new settings for the step (same type). */
export const updateStepRequest = stepDraftSchema;
/** PUT /api/campaign/{campaignID}/steps/reorder: every step id of the campaign in the new order. */
export const MAX_REORDERED_STEPS = 200;
export const reorderStepsRequest = z.object({
  step_ids: z
    .array(z.uuid('Not a valid step id.'))
    .min(1)
    .max(MAX_REORDERED_STEPS, `At most ${MAX_REORDERED_STEPS} steps.`),
});

/** PUT /api/campaign/activate/{id} (SPEC 7): true activates, false pauses. */
export const activateCampaignRequest = z.object({ run: z.boolean() });
