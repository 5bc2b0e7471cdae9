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

/**
 * Every kind of step a sequence can hold: the eight automated types plus the delay step SPEC 1
 * suggests. The suggested "messaging-app template step" is the auto_whatsapp_template_send type.
 */
export const SEQUENCE_STEP_TYPES = [...STEP_TYPES, 'delay'] as const;
export const sequenceStepTypeSchema = z.enum(SEQUENCE_STEP_TYPES);
export type SequenceStepType = z.infer<typeof sequenceStepTypeSchema>;
