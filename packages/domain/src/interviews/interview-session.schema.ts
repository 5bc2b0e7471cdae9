import { z } from 'zod';
import { envelope } from '../http/envelope';
import { ANSWER_MODES, interviewVoiceSchema } from './interview-settings.schema';

/**
 * The public interview page's API (issue 18, decision 034): no session, the link's token is the
 * only key and answers only its own interview.
 */

export const LINK_STATES = ['open', 'in_progress', 'completed', 'expired', 'revoked'] as const;

/** A link's token: 32 random bytes in base64url (43 characters); anything else is not a link. */
export const interviewTokenParams = z.object({
  token: z
    .string()
    .min(20)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export const PRACTICE_QUESTION_ID = 'practice';

export const interviewAnswerParams = interviewTokenParams.extend({
  questionId: z.string().min(1).max(64),
});

export const SESSION_QUESTION_KINDS = ['practice', 'deal_breaker', 'question'] as const;

export const ANSWER_TRANSCRIPTIONS = ['none', 'pending', 'done', 'failed'] as const;

/** A question as the candidate sees it: its text only, never its rubric or passing answer. */
export const sessionQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(SESSION_QUESTION_KINDS),
  text: z.string(),
  /** Deal-breakers and scored questions must be answered before the interview can be finished. */
  required: z.boolean(),
  /** An answer with text exists (typed, or a voice answer that was transcribed). */
  answered: z.boolean(),
  /** A voice recording is kept for this question. */
  recorded: z.boolean(),
});
export type SessionQuestion = z.infer<typeof sessionQuestionSchema>;

export const sessionSettingsSchema = z.object({
  answer_mode: z.enum(ANSWER_MODES),
  language: z.string(),
  voice: interviewVoiceSchema,
  answer_seconds: z.number().int(),
  time_extended: z.boolean(),
  /** Voice answers are transcribed; without it the candidate types (the recording may be kept). */
  transcription: z.enum(['configured', 'not_configured']),
});
export type SessionSettings = z.infer<typeof sessionSettingsSchema>;

export const interviewSessionSchema = z.object({
  job_title: z.string(),
  company: z.string(),
  consent_text: z.string(),
  retention_days: z.number().int(),
  consented: z.boolean(),
  settings: sessionSettingsSchema,
  /** Practice first, then the deal-breakers, then the questions. */
  questions: z.array(sessionQuestionSchema),
  /** Where the candidate resumes: the first question without an answer; null when all have one. */
  next_question_id: z.string().nullable(),
});
export type InterviewSession = z.infer<typeof interviewSessionSchema>;

/** GET /api/interview/:token: a used, expired or revoked link gives its state and nothing else. */
export const interviewLinkSchema = z.object({
  state: z.enum(LINK_STATES),
  interview: interviewSessionSchema.nullable(),
});
export type InterviewLink = z.infer<typeof interviewLinkSchema>;
export const interviewLinkResponse = envelope(interviewLinkSchema);

/** POST /api/interview/:token/answers/:questionId as JSON: a typed answer. */
export const typedAnswerRequest = z.object({
  text: z.string().trim().min(1, 'Type your answer first.').max(10_000),
  started_at: z.iso.datetime({ offset: true }),
});
export type TypedAnswerRequest = z.infer<typeof typedAnswerRequest>;

/** The text fields of a voice answer (multipart, beside the `audio` file). */
export const voiceAnswerFields = z.object({
  started_at: z.iso.datetime({ offset: true }),
});

export const savedAnswerSchema = z.object({
  question_id: z.string(),
  mode: z.enum(['typed', 'voice']),
  text: z.string().nullable(),
  transcription: z.enum(ANSWER_TRANSCRIPTIONS),
  /** Why a voice answer has no transcript (not configured, or the service's error). */
  transcription_note: z.string().nullable(),
  answered: z.boolean(),
  next_question_id: z.string().nullable(),
});
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;
export const savedAnswerResponse = envelope(savedAnswerSchema);

export const sessionStepSchema = z.object({ state: z.enum(LINK_STATES) });
export const sessionStepResponse = envelope(sessionStepSchema);

export const AUDIO_CONTENT_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/wav'] as const;
export const MAX_AUDIO_BYTES = 10 * 1024 * 1024;

/** The consent and privacy notice shown before the first question. */
export const interviewConsentText = (company: string, retentionDays: number): string =>
  `This interview is held by Charlie, an AI interviewer, for ${company}. Your answers are saved as you give them: the text you type, and for voice answers the recording and its transcript. The recruiting team of ${company} reads them, with an evaluation of each answer against the job's requirements; a person makes every decision. Your answers and recordings are kept for ${retentionDays} days and then deleted, or earlier if you ask ${company} to erase your data.`;

export const INTERVIEW_MESSAGES = {
  notFound: 'This interview link does not exist.',
  closed: 'This interview is closed: the link was used, has expired or was revoked.',
  completed: 'You have already finished this interview.',
  consentFirst: 'Please read and accept the notice before answering.',
  unknownQuestion: 'This interview has no such question.',
  extendedAlready: 'You have already used your extra time.',
  audioMissing: 'Attach the recording (field "audio").',
  audioType: 'The recording must be audio/webm, audio/ogg, audio/mp4 or audio/wav.',
  audioTooLarge: 'The recording is larger than 10 MB. Please give a shorter answer, or type it.',
  audioEmpty: 'The recording is empty.',
  notConfigured:
    'Voice answers cannot be transcribed here (no transcription service is configured). Your recording is kept; please type your answer too.',
  rateLimited: 'Too many requests from your connection. Please wait a moment and try again.',
} as const;

/** 422 of POST complete: the required questions still without an answer. */
export const missingAnswersMessage = (count: number): string =>
  `Answer every required question before finishing: ${count} ${count === 1 ? 'is' : 'are'} still open.`;
