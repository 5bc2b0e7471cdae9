import { z } from 'zod';
import { envelope } from '../http/envelope';
import { interviewPlanSchema, PLAN_AUTHORS } from './interview-plan.schema';
import { interviewSettingsSchema } from './interview-settings.schema';

/** Routes of the interview design of a charlie project (issue 18): its plan and settings. */

export const TRANSCRIPTION_STATES = ['configured', 'not_configured'] as const;
export type TranscriptionState = (typeof TRANSCRIPTION_STATES)[number];

export const planAuthorSchema = z.enum(PLAN_AUTHORS);
export type PlanAuthor = z.infer<typeof planAuthorSchema>;

/** GET /api/project/:id/interview */
export const interviewDesignSchema = z.object({
  /** The saved plan; null until the recruiter saves one. */
  plan: interviewPlanSchema.nullable(),
  /** The saved settings, or the defaults when none are saved. */
  settings: interviewSettingsSchema,
  /** Who writes a proposal now: the configured model, or the built-in question bank. */
  writer: planAuthorSchema,
  /** Whether voice answers can be transcribed (STT_BASE_URL). */
  transcription: z.enum(TRANSCRIPTION_STATES),
  updated_at: z.string().nullable(),
});
export type InterviewDesign = z.infer<typeof interviewDesignSchema>;
export const interviewDesignResponse = envelope(interviewDesignSchema);

/** POST /api/project/:id/interview/plan/propose: a proposal, not saved. */
export const planProposalSchema = z.object({
  plan: interviewPlanSchema,
  written_by: planAuthorSchema,
  /** Why the question bank wrote it although a model is configured; null otherwise. */
  note: z.string().nullable(),
});
export type PlanProposal = z.infer<typeof planProposalSchema>;
export const planProposalResponse = envelope(planProposalSchema);

/** PUT /api/project/:id/interview/plan */
export const saveInterviewPlanRequest = interviewPlanSchema;
/** PUT /api/project/:id/interview/settings */
export const saveInterviewSettingsRequest = interviewSettingsSchema;

export const PLAN_SAVED_MESSAGE = 'Interview plan saved.';
export const SETTINGS_SAVED_MESSAGE = 'Interview settings saved.';
export const NOT_CHARLIE_MESSAGE = 'Only Charlie projects have an interview plan.';
