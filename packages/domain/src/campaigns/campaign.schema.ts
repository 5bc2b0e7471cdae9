import { z } from 'zod';
import { envelope } from '../http/envelope';
import { stepTypeSchema } from './step-types';

/** The campaign entity of SPEC 3. `status`: true running, false paused. */
export const campaignSchema = z.object({
  _id: z.string(),
  status: z.boolean(),
  no_of_steps: z.number().int(),
  email: z.string().nullable(),
  config: z.object({ from_email: z.string().nullable(), from_linkedin: z.string().nullable() }),
  campaign_message: z.object({
    email_account_error: z.string().nullable(),
    linkedin_account_error: z.string().nullable(),
  }),
  campaign_error_message: z.string().nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignResponse = envelope(campaignSchema);

/** A campaign step as SPEC 3 shows it: its type and whether it may still be edited. */
export const campaignStepSummarySchema = z.object({
  _id: z.string(),
  /** 1-based place in the sequence. */
  order: z.number().int(),
  type: z.union([stepTypeSchema, z.enum(['delay', 'messaging_template'])]),
  can_update: z.boolean(),
});
export type CampaignStepSummary = z.infer<typeof campaignStepSummarySchema>;

/** GET /api/campaign/{id}/steps: the steps in order (no_of_steps is their count). */
export const campaignStepsResponse = envelope(z.array(campaignStepSummarySchema));
export const campaignIdParams = z.object({ id: z.uuid('Not a valid campaign id.') });
