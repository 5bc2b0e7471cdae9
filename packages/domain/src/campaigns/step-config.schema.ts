import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../http/validation-messages';
import { AI_CALL_SETTING_OPTIONS } from '../accounts/ai-call-settings';

/** Limits of the channels themselves (LinkedIn: 300 for an invitation note, 8,000 for a message; WhatsApp: 4,096). */
export const LINKEDIN_NOTE_MAX = 300;
export const LINKEDIN_MESSAGE_MAX = 8000;
export const WHATSAPP_MESSAGE_MAX = 4096;
export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_BODY_MAX = 50_000;
export const AI_CALL_GOAL_MAX = 2000;
export const DELAY_DAYS_MAX = 90;

const required = (max: number, tooLong: string) =>
  z.string().trim().min(1, REQUIRED_MESSAGE).max(max, tooLong);

export const emailStepConfigSchema = z.object({
  subject: required(EMAIL_SUBJECT_MAX, `Keep the subject under ${EMAIL_SUBJECT_MAX} characters.`),
  /** Rich text; the server sanitises it to SPEC 5's tags before saving. */
  body: required(EMAIL_BODY_MAX, 'The message is too long.'),
});

export const linkedinInviteConfigSchema = z.object({
  note: z
    .string()
    .max(LINKEDIN_NOTE_MAX, `LinkedIn allows at most ${LINKEDIN_NOTE_MAX} characters in a note.`)
    .default(''),
});

export const linkedinMessageConfigSchema = z.object({
  message: required(
    LINKEDIN_MESSAGE_MAX,
    `LinkedIn allows at most ${LINKEDIN_MESSAGE_MAX} characters.`,
  ),
});

export const emptyStepConfigSchema = z.object({}).strip();

export const whatsappMessageConfigSchema = z.object({
  message: required(
    WHATSAPP_MESSAGE_MAX,
    `WhatsApp allows at most ${WHATSAPP_MESSAGE_MAX} characters.`,
  ),
});

export const whatsappTemplateConfigSchema = z.object({
  template_id: z.uuid(REQUIRED_MESSAGE),
  /**
   * The variable each positional parameter takes: `variables[0]` fills {{1}} (decision 048).
   * Named parameters ({{first_name}}) take the variable of their name.
   */
  variables: z
    .array(z.string().regex(/^[a-z][a-z0-9_]*$/, 'Choose a variable.'))
    .max(20)
    .optional(),
});

const option = <K extends keyof typeof AI_CALL_SETTING_OPTIONS>(key: K) =>
  z.enum(AI_CALL_SETTING_OPTIONS[key] as unknown as [string, ...string[]]);

/** The voice settings of an AI call, each one of the AI call setting options (SPEC 3). */
export const aiCallVoiceSchema = z.object({
  gender: option('gender'),
  language: option('language'),
  llmModel: option('llmModel'),
  effect: option('effect'),
  voiceSpeed: option('voiceSpeed'),
  effectVolume: option('effectVolume'),
  llmTemperature: option('llmTemperature'),
  minimumEndpointDelay: option('minimumEndpointDelay'),
  maximumEndpointDelay: option('maximumEndpointDelay'),
});
export type AiCallVoice = z.infer<typeof aiCallVoiceSchema>;

export const DEFAULT_AI_CALL_VOICE: AiCallVoice = {
  gender: 'female',
  language: 'en-US',
  llmModel: 'gpt-4o-mini',
  effect: 'none',
  voiceSpeed: '1.0',
  effectVolume: '0',
  llmTemperature: '0.4',
  minimumEndpointDelay: '0.5',
  maximumEndpointDelay: '2.0',
};

export const AI_CALL_SCRIPT_MAX = 2000;
export const AI_CALL_VOICEMAIL_MAX = 500;

const optionalText = (max: number, tooLong: string) =>
  z.string().trim().max(max, tooLong).optional();

/** What the assistant does on a voicemail: leave the short message, or hang up. */
export const AI_CALL_VOICEMAIL_ACTIONS = ['leave_message', 'hang_up'] as const;

export const aiCallConfigSchema = z.object({
  goal: required(AI_CALL_GOAL_MAX, `Keep the call goal under ${AI_CALL_GOAL_MAX} characters.`),
  voice: aiCallVoiceSchema,
  /** The assistant's first sentence; empty = a greeting built from the goal. */
  first_message: optionalText(AI_CALL_SCRIPT_MAX, 'Keep the first message shorter.'),
  /** What to find out during the call. */
  questions: optionalText(AI_CALL_SCRIPT_MAX, 'Keep the questions shorter.'),
  /** When the assistant offers to hand over to a recruiter. */
  handover: optionalText(AI_CALL_SCRIPT_MAX, 'Keep the hand-over rule shorter.'),
  /** Absent = hang up. */
  voicemail: z.enum(AI_CALL_VOICEMAIL_ACTIONS).optional(),
  voicemail_message: optionalText(
    AI_CALL_VOICEMAIL_MAX,
    `Keep the voicemail under ${AI_CALL_VOICEMAIL_MAX} characters.`,
  ),
});
export type AiCallConfig = z.infer<typeof aiCallConfigSchema>;

export const delayConfigSchema = z
  .object({
    days: z.number().int().min(0).max(DELAY_DAYS_MAX, `At most ${DELAY_DAYS_MAX} days.`),
    hours: z.number().int().min(0).max(23, 'At most 23 hours; use days for longer waits.'),
  })
  .refine((delay) => delay.days * 24 + delay.hours >= 1, {
    message: 'A delay lasts at least one hour.',
    path: ['hours'],
  });

/** A step as written by the recruiter: its type and the settings of that type. */
export const stepDraftSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auto_email'), config: emailStepConfigSchema }),
  z.object({ type: z.literal('auto_ai_call'), config: aiCallConfigSchema }),
  z.object({ type: z.literal('auto_linkedin_invite'), config: linkedinInviteConfigSchema }),
  z.object({ type: z.literal('auto_linkedin_profile_view'), config: emptyStepConfigSchema }),
  z.object({ type: z.literal('auto_linkedin_message_send'), config: linkedinMessageConfigSchema }),
  z.object({ type: z.literal('auto_linkedin_profile_follow'), config: emptyStepConfigSchema }),
  z.object({ type: z.literal('auto_whatsapp_message_send'), config: whatsappMessageConfigSchema }),
  z.object({
    type: z.literal('auto_whatsapp_template_send'),
    config: whatsappTemplateConfigSchema,
  }),
  z.object({ type: z.literal('delay'), config: delayConfigSchema }),
]);
export type StepDraft = z.infer<typeof stepDraftSchema>;
export type StepConfigOf<T extends StepDraft['type']> = Extract<StepDraft, { type: T }>['config'];
