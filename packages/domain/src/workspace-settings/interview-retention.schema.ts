import { z } from 'zod';
import { envelope } from '../http/envelope';

/**
 * How long a workspace keeps AI interview recordings and transcripts (issue 18): 180 days unless
 * an owner or admin changes it, from a week to ten years (decision 035).
 */
export const DEFAULT_INTERVIEW_RETENTION_DAYS = 180;
export const MIN_INTERVIEW_RETENTION_DAYS = 7;
export const MAX_INTERVIEW_RETENTION_DAYS = 3650;

export const RETENTION_DAYS_MESSAGE = `Keep interview data between ${MIN_INTERVIEW_RETENTION_DAYS} and ${MAX_INTERVIEW_RETENTION_DAYS} days (a whole number).`;

/** The workspace's interview data retention (issue 18), read and written by owners and admins. */
export const interviewRetentionSchema = z.object({
  interview_retention_days: z
    .number({ error: RETENTION_DAYS_MESSAGE })
    .int(RETENTION_DAYS_MESSAGE)
    .min(MIN_INTERVIEW_RETENTION_DAYS, RETENTION_DAYS_MESSAGE)
    .max(MAX_INTERVIEW_RETENTION_DAYS, RETENTION_DAYS_MESSAGE),
});
export type InterviewRetention = z.infer<typeof interviewRetentionSchema>;

export const updateInterviewRetentionRequest = interviewRetentionSchema;
export const interviewRetentionResponse = envelope(interviewRetentionSchema);
