import { z } from 'zod';
import { envelope } from '../http/envelope';
import { reportRangeSchema } from './report-range';

const count = z.number().int();
/** A share 0–1; null when there is nothing to divide by. */
const share = z.number().nullable();

export const stageRowSchema = z.object({
  stage: z.string(),
  label: z.string(),
  /** People in the stage now. */
  current: count,
  /** Moves into the stage within the range (adds for the entry stage). */
  entered: count,
  /** entered ÷ entered of the stage before it on the way; null for the first stage or rejected. */
  conversion: share,
});

export const timeInStageRowSchema = z.object({
  stage: z.string(),
  label: z.string(),
  /** Stays that ended within the range. */
  stays: count,
  medianSeconds: z.number().nullable(),
  p90Seconds: z.number().nullable(),
});

export const sourceRowSchema = z.object({
  source: z.string(),
  label: z.string(),
  /** People added within the range from this source. */
  added: count,
  /** Of them, how many reached the funnel's second and third steps (see `stepLabels`). */
  advanced: count,
  converted: count,
  conversion: share,
});

export const outreachCountsSchema = z.object({
  sent: count,
  delivered: count,
  /** Null when the campaign does not track opens (or clicks). */
  opened: count.nullable(),
  clicked: count.nullable(),
  replied: count,
  bounced: count,
  unsubscribed: count,
  replyRate: share,
});

export const campaignStepRowSchema = outreachCountsSchema.extend({
  stepId: z.string(),
  position: z.number().int().nullable(),
  type: z.string(),
  label: z.string(),
});

export const channelRowSchema = outreachCountsSchema.extend({
  channel: z.string(),
  label: z.string(),
});

export const dayCountSchema = z.object({ day: z.string(), count });

export const mailboxRowSchema = z.object({
  mailboxId: z.string(),
  email: z.string(),
  sent: count,
  bounced: count,
  bounceRate: share,
});

export const interviewReportSchema = z.object({
  invited: count,
  completed: count,
  completionRate: share,
  verdicts: z.array(z.object({ verdict: z.string(), label: z.string(), count })),
  medianSecondsToComplete: z.number().nullable(),
  p90SecondsToComplete: z.number().nullable(),
});

export const projectReportSchema = z.object({
  range: reportRangeSchema,
  agent: z.string(),
  /** The labels of the funnel's second and third steps (the sources table's columns). */
  stepLabels: z.tuple([z.string(), z.string()]),
  stages: z.array(stageRowSchema),
  timeInStage: z.array(timeInStageRowSchema),
  sources: z.array(sourceRowSchema),
  campaignSteps: z.array(campaignStepRowSchema),
  channels: z.array(channelRowSchema),
  repliesByDay: z.array(dayCountSchema),
  mailboxes: z.array(mailboxRowSchema),
  /** Charlie projects only. */
  interviews: interviewReportSchema.nullable(),
});
export type ProjectReport = z.infer<typeof projectReportSchema>;
export type OutreachCounts = z.infer<typeof outreachCountsSchema>;
export const projectReportResponse = envelope(projectReportSchema);
