import { z } from 'zod';
import { AI_CALL_SETTING_OPTIONS } from '../accounts/ai-call-settings';
import { templateText } from './invitations.schema';

/** The interview settings of a charlie project (issue 18), beside its plan. */

export const ANSWER_MODES = ['voice', 'typed', 'candidate_choice'] as const;
export type AnswerMode = (typeof ANSWER_MODES)[number];

const option = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values);

/** The interviewer voice: the AI call setting options shared with AI calls (SPEC 3). */
export const interviewVoiceSchema = z.object({
  gender: option(AI_CALL_SETTING_OPTIONS.gender),
  language: option(AI_CALL_SETTING_OPTIONS.language),
  voiceSpeed: option(AI_CALL_SETTING_OPTIONS.voiceSpeed),
});
export type InterviewVoice = z.infer<typeof interviewVoiceSchema>;

/**
 * Overall score (0–100) at or above which each verdict is given; below `maybe` it is no_hire.
 * A failed deal-breaker is no_hire whatever the score.
 */
export const verdictThresholdsSchema = z
  .object({
    strong_hire: z.number().int().min(1).max(100),
    hire: z.number().int().min(1).max(100),
    maybe: z.number().int().min(1).max(100),
  })
  .refine((t) => t.strong_hire > t.hire && t.hire > t.maybe, {
    message: 'Thresholds must go down from strong hire to hire to maybe.',
  });
export type VerdictThresholds = z.infer<typeof verdictThresholdsSchema>;

/**
 * The optional thank-you e-mail sent when the candidate completes the interview (off by default;
 * the invitation's variables). There is no automatic rejection e-mail.
 */
export const thankYouSettingsSchema = z.object({
  enabled: z.boolean(),
  subject: templateText(200),
  body: templateText(10000),
});
export type ThankYouSettings = z.infer<typeof thankYouSettingsSchema>;

export const DEFAULT_THANK_YOU: ThankYouSettings = {
  enabled: false,
  subject: 'Thank you for your interview for {{job_title}}',
  body: [
    'Hi {{first_name}},',
    '',
    'Thank you for taking the time to interview for the {{job_title}} role at {{company}}. Your answers have reached our recruiting team; a person will review them and get back to you.',
    '',
    'Best regards,',
    '{{company}}',
  ].join('\n'),
};

export const interviewSettingsSchema = z.object({
  /** Language the interview is held in (the interviewer's questions and the transcription). */
  language: option(AI_CALL_SETTING_OPTIONS.language),
  voice: interviewVoiceSchema,
  answer_mode: z.enum(ANSWER_MODES),
  /** Time per answer in seconds; the candidate may extend it once. */
  answer_seconds: z.number().int().min(60).max(1800),
  link_valid_days: z.number().int().min(1).max(60),
  /** Days after the invitation on which a reminder goes while the link is unused. */
  reminder_days: z.array(z.number().int().min(1).max(59)).max(5),
  thresholds: verdictThresholdsSchema,
  /** Absent in settings saved before it existed: read through thankYouOf. */
  thank_you: thankYouSettingsSchema.optional(),
});
export type InterviewSettings = z.infer<typeof interviewSettingsSchema>;

export const DEFAULT_INTERVIEW_SETTINGS: InterviewSettings = {
  language: 'en-US',
  voice: { gender: 'female', language: 'en-US', voiceSpeed: '1.0' },
  answer_mode: 'candidate_choice',
  answer_seconds: 300,
  link_valid_days: 7,
  reminder_days: [2, 5],
  thresholds: { strong_hire: 85, hire: 70, maybe: 50 },
  thank_you: DEFAULT_THANK_YOU,
};

/** The thank-you settings, the defaults (off) for settings saved before they existed. */
export const thankYouOf = (settings: InterviewSettings): ThankYouSettings =>
  settings.thank_you ?? DEFAULT_THANK_YOU;
