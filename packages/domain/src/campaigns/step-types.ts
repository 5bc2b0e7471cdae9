import { z } from 'zod';

/** The eight automated step types of SPEC 1, as spelled. */
export const STEP_TYPES = [
  'auto_email',
  'auto_ai_call',
  'auto_linkedin_invite',
  'auto_linkedin_profile_view',
  'auto_linkedin_message_send',
  'auto_linkedin_profile_follow',
  'auto_whatsapp_message_send',
  'auto_whatsapp_template_send',
] as const;
export const stepTypeSchema = z.enum(STEP_TYPES);
export type StepType = z.infer<typeof stepTypeSchema>;

export const isStepType = (value: unknown): value is StepType =>
  typeof value === 'string' && (STEP_TYPES as readonly string[]).includes(value);
