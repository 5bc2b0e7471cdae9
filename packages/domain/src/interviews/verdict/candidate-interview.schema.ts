import { z } from 'zod';
import { envelope } from '../../http/envelope';
import {
  dealBreakerResultSchema,
  droppedScoreSchema,
  questionScoreSchema,
  scoredEvaluationSchema,
  unavailableEvaluationSchema,
  VERDICTS,
} from '../evaluation/interview-answer.schema';

/**
 * The Interview tab of a candidate in a charlie project (issue 18, decision 035): the invitation's
 * timeline, the answers with timings (and audio when recorded), the AI's evaluation with the place
 * of each quote in its answer, and the people's decisions over the verdict.
 */

export const DECISION_REASON_MIN = 3;
export const DECISION_REASON_MAX = 500;

/** POST /api/project/{id}/candidate/{candidateID}/interview/decision. */
export const verdictDecisionRequest = z.object({
  verdict: z.enum(VERDICTS),
  reason: z
    .string()
    .trim()
    .min(DECISION_REASON_MIN, `Say why, in at least ${DECISION_REASON_MIN} characters.`)
    .max(DECISION_REASON_MAX, `At most ${DECISION_REASON_MAX} characters.`),
});
export type VerdictDecisionRequest = z.infer<typeof verdictDecisionRequest>;

export const interviewAudioParams = z.object({
  id: z.uuid('Not a valid project id.'),
  candidateID: z.uuid('Not a valid candidate id.'),
  answerId: z.uuid('Not a valid answer id.'),
});

export const verdictDecisionSchema = z.object({
  _id: z.string(),
  verdict: z.enum(VERDICTS),
  reason: z.string(),
  decided_by: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
  created_at: z.string(),
});
export type VerdictDecision = z.infer<typeof verdictDecisionSchema>;

/** Where a kept quote sits in its answer (character offsets), for the <mark> in the transcript. */
export const quoteLocationSchema = z.object({
  question_id: z.string(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
});

export const interviewAnswerViewSchema = z.object({
  _id: z.string(),
  question_id: z.string(),
  /** The question as the candidate saw it (the invitation's plan copy); "Practice question" for the practice one. */
  question: z.string(),
  kind: z.enum(['deal_breaker', 'question', 'practice']),
  mode: z.enum(['typed', 'voice']),
  /** null while a transcription runs, when none was possible, or after the retention period. */
  text: z.string().nullable(),
  transcription: z.enum(['none', 'pending', 'done', 'failed']),
  /** The authenticated address of the recording, when one is kept. */
  audio_url: z.string().nullable(),
  started_at: z.string(),
  answered_at: z.string(),
  seconds: z.number().int().min(0),
});
export type InterviewAnswerView = z.infer<typeof interviewAnswerViewSchema>;

export const interviewTimelineSchema = z.object({
  sent_at: z.string(),
  expires_at: z.string(),
  opened_at: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  reminders_sent: z.number().int(),
  last_reminder_at: z.string().nullable(),
});

/**
 * The invitation e-mail's delivery: when the mail server took it (null: not yet, or refused) and
 * why the last e-mail of the invitation (invitation, resend, reminder) was not sent. Bounces are
 * not linked to invitation e-mails (no Message-ID is kept for them), so none is shown.
 */
export const invitationDeliverySchema = z.object({
  delivered_at: z.string().nullable(),
  error: z.string().nullable(),
  sent_from: z.string().nullable(),
});
export type InvitationDelivery = z.infer<typeof invitationDeliverySchema>;

/**
 * The stored evaluation as shown: after the retention period its quotes are removed (the verdict,
 * the scores and the reasoning stay), so quotes may be empty here.
 */
const retainedParts = {
  deal_breakers: z.array(dealBreakerResultSchema),
  dropped: z.array(droppedScoreSchema.extend({ quotes_not_found: z.array(z.string()) })),
};
export const evaluationViewSchema = z.discriminatedUnion('status', [
  scoredEvaluationSchema.extend({
    ...retainedParts,
    questions: z.array(questionScoreSchema.extend({ quotes: z.array(z.string()) })),
  }),
  unavailableEvaluationSchema.extend(retainedParts),
]);
export type EvaluationView = z.infer<typeof evaluationViewSchema>;

export const candidateInterviewSchema = z.object({
  invitation_id: z.string(),
  timeline: interviewTimelineSchema,
  delivery: invitationDeliverySchema,
  answers: z.array(interviewAnswerViewSchema),
  evaluation_status: z.enum(['not_completed', 'pending', 'scored', 'scoring_unavailable']),
  evaluation: evaluationViewSchema.nullable(),
  quote_locations: z.array(quoteLocationSchema),
  /** The questions and deal-breakers of the plan copy, by id, for labels. */
  questions: z.record(z.string(), z.string()),
  decisions: z.array(verdictDecisionSchema),
  /** Whether quotes and transcripts were removed after the workspace's retention period. */
  expired: z.boolean(),
});
export type CandidateInterview = z.infer<typeof candidateInterviewSchema>;

/** `null` when the candidate was never invited to this project's interview. */
export const candidateInterviewResponse = envelope(candidateInterviewSchema.nullable());

export const verdictDecisionResponse = envelope(candidateInterviewSchema);

export const DECISION_SAVED_MESSAGE = 'Decision saved.';
export const NOT_EVALUATED_MESSAGE =
  'This interview has not been evaluated yet: decide once it is completed.';
export const NO_INTERVIEW_MESSAGE = 'This candidate has no interview in this project.';
