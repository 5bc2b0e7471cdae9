import { z } from 'zod';

/**
 * The interview plan of a charlie project (issue 18): deal-breaker questions first, then the
 * questions that are scored against their rubric. One contract for the plan editor, the interview
 * page and the evaluator.
 */

export const DEAL_BREAKER_KINDS = [
  'work_authorization',
  'location',
  'salary',
  'notice_period',
  'custom',
] as const;
export type DealBreakerKind = (typeof DEAL_BREAKER_KINDS)[number];

/**
 * How an answer to a deal-breaker passes. `yes_no`: the answer must say yes (or no);
 * `number_at_most` / `number_at_least`: the first number in the answer (salary in the job's currency
 * per year, notice in weeks) must be within the bound; `any_of`: the answer must contain one of the
 * phrases (case and accents ignored).
 */
export const dealBreakerRuleSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('yes_no'), expected: z.enum(['yes', 'no']) }),
  z.object({ type: z.literal('number_at_most'), value: z.number().finite().nonnegative() }),
  z.object({ type: z.literal('number_at_least'), value: z.number().finite().nonnegative() }),
  z.object({
    type: z.literal('any_of'),
    phrases: z.array(z.string().trim().min(1).max(100)).min(1).max(20),
  }),
]);
export type DealBreakerRule = z.infer<typeof dealBreakerRuleSchema>;

export const dealBreakerSchema = z.object({
  id: z.string().min(1).max(64),
  kind: z.enum(DEAL_BREAKER_KINDS),
  question: z.string().trim().min(1).max(500),
  /** The answer that passes, as the recruiter reads it ("Yes, authorised to work in Germany"). */
  passing_answer: z.string().trim().min(1).max(300),
  rule: dealBreakerRuleSchema,
});
export type DealBreaker = z.infer<typeof dealBreakerSchema>;

export const QUESTION_ORIGINS = ['model', 'question_bank', 'recruiter'] as const;
export type QuestionOrigin = (typeof QUESTION_ORIGINS)[number];

export const interviewQuestionSchema = z.object({
  id: z.string().min(1).max(64),
  text: z.string().trim().min(1).max(1000),
  /** What a strong answer shows: the rubric the answer is scored against. */
  rubric: z.string().trim().min(1).max(1500),
  /**
   * Skills, tools and facts whose mention is evidence for the rubric; the built-in evaluator scores
   * by them, the model is shown them.
   */
  evidence: z.array(z.string().trim().min(1).max(80)).max(20),
  scored: z.boolean(),
  /** Time guide for the answer, in minutes. */
  minutes: z.number().int().min(1).max(30),
  origin: z.enum(QUESTION_ORIGINS),
});
export type InterviewQuestion = z.infer<typeof interviewQuestionSchema>;

export const PLAN_AUTHORS = ['model', 'question_bank'] as const;

export const interviewPlanSchema = z
  .object({
    deal_breakers: z.array(dealBreakerSchema).max(10),
    questions: z.array(interviewQuestionSchema).min(1).max(15),
    /** Asked first and never scored, so the candidate can try the page. */
    practice_question: z.string().trim().min(1).max(500),
    /** Who wrote the proposal the recruiter started from. */
    proposed_by: z.enum(PLAN_AUTHORS),
  })
  .superRefine((plan, ctx) => {
    const ids = [...plan.deal_breakers.map((d) => d.id), ...plan.questions.map((q) => q.id)];
    const seen = new Set<string>();
    ids.forEach((id) => {
      if (seen.has(id)) ctx.addIssue({ code: 'custom', message: `The id ${id} is used twice.` });
      seen.add(id);
    });
    if (!plan.questions.some((question) => question.scored))
      ctx.addIssue({
        code: 'custom',
        path: ['questions'],
        message: 'Mark at least one question as scored.',
      });
  });
export type InterviewPlan = z.infer<typeof interviewPlanSchema>;

/** Total time guide of a plan in minutes (deal-breakers count one minute each). */
export const planMinutes = (plan: Pick<InterviewPlan, 'deal_breakers' | 'questions'>): number =>
  plan.deal_breakers.length + plan.questions.reduce((sum, question) => sum + question.minutes, 0);
