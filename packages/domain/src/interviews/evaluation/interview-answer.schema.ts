import { z } from 'zod';
import { VERDICT_STAGES } from '../../pipeline/stages';

/**
 * A candidate's answers and the evaluation of an interview (issue 18, "Evaluation and verdict").
 * Scores are 0–100, the scale of the verdict thresholds, so the overall score is their plain mean
 * and is compared with the thresholds without any conversion.
 */

export const ANSWER_MODES_GIVEN = ['typed', 'voice'] as const;

/** One answer: typed, or transcribed from the candidate's recording. */
export const interviewAnswerSchema = z
  .object({
    /** A deal-breaker id or a question id of the plan. */
    question_id: z.string().min(1).max(64),
    text: z.string().max(20_000),
    mode: z.enum(ANSWER_MODES_GIVEN),
    started_at: z.iso.datetime({ offset: true }),
    answered_at: z.iso.datetime({ offset: true }),
  })
  .refine((answer) => Date.parse(answer.answered_at) >= Date.parse(answer.started_at), {
    message: 'An answer cannot end before it starts.',
    path: ['answered_at'],
  });
export type InterviewAnswer = z.infer<typeof interviewAnswerSchema>;

export const EVALUATORS = ['model', 'built_in'] as const;
export type Evaluator = (typeof EVALUATORS)[number];

export const VERDICTS = VERDICT_STAGES;
export type Verdict = (typeof VERDICTS)[number];

const score = z.number().int().min(0).max(100);
const quote = z.string().trim().min(1).max(2000);

/** A kept score: every quote is an exact substring of the answer to that question. */
export const questionScoreSchema = z.object({
  question_id: z.string().min(1).max(64),
  score,
  quotes: z.array(quote).min(1).max(5),
  reasoning: z.string().trim().min(1).max(2000),
});
export type QuestionScore = z.infer<typeof questionScoreSchema>;

/** A score left out of the overall score because none of its quotes is in the answer. */
export const droppedScoreSchema = z.object({
  question_id: z.string().min(1).max(64),
  score,
  quotes_not_found: z.array(z.string().max(2000)),
});
export type DroppedScore = z.infer<typeof droppedScoreSchema>;

/** `passed: null` when the deal-breaker was not answered or the answer is unclear. */
export const dealBreakerResultSchema = z.object({
  id: z.string().min(1).max(64),
  passed: z.boolean().nullable(),
  /** The words of the answer the result rests on (an exact substring of it). */
  quote: z.string().min(1).max(2000).optional(),
  /** What was read, for the recruiter: "yes", "95000", "8.7 weeks", "Berlin", or why it is unclear. */
  reading: z.string().min(1).max(200),
});
export type DealBreakerResult = z.infer<typeof dealBreakerResultSchema>;

export const SCORING_UNAVAILABLE_REASONS = [
  /** The model failed (refused, 5xx twice, timed out, unreachable). */
  'model_error',
  /** The model's answer was not the JSON of the schema, twice. */
  'invalid_model_answer',
  /** Every score quoted words that are not in the answers. */
  'no_verified_quote',
  /** No scored question has an answer. */
  'no_answer',
] as const;

const evaluationBase = {
  evaluator: z.enum(EVALUATORS),
  /** "Built-in evaluator (no AI model configured)", or the model's label ("gpt-4o at api.openai.com"). */
  evaluator_label: z.string().min(1).max(200),
  deal_breakers: z.array(dealBreakerResultSchema),
  dropped: z.array(droppedScoreSchema),
};

export const scoredEvaluationSchema = z.object({
  status: z.literal('scored'),
  ...evaluationBase,
  questions: z.array(questionScoreSchema).min(1),
  /** Scored questions without an answer: each counts as 0 in the overall score. */
  unanswered: z.array(z.string().min(1).max(64)),
  overall_score: score,
  verdict: z.enum(VERDICTS),
});
export type ScoredEvaluation = z.infer<typeof scoredEvaluationSchema>;

/** No score could be given: the candidate waits for a person. Never an invented score. */
export const unavailableEvaluationSchema = z.object({
  status: z.literal('scoring_unavailable'),
  ...evaluationBase,
  reason: z.enum(SCORING_UNAVAILABLE_REASONS),
  /** The reason for the recruiter, e.g. the model's error message. */
  message: z.string().min(1).max(500),
});
export type UnavailableEvaluation = z.infer<typeof unavailableEvaluationSchema>;

export const interviewEvaluationSchema = z.discriminatedUnion('status', [
  scoredEvaluationSchema,
  unavailableEvaluationSchema,
]);
export type InterviewEvaluation = z.infer<typeof interviewEvaluationSchema>;

export const BUILT_IN_EVALUATOR_LABEL = 'Built-in evaluator (no AI model configured)';
