import type { InterviewEvaluation } from '../evaluation/interview-answer.schema';

/**
 * The evaluation without the candidate's words (after the retention period, or on erasure): every
 * quote goes, and the quotes a dropped score did not find; the verdict, the scores, the
 * deal-breaker results and the reasoning stay.
 */
export const redactEvaluation = (evaluation: InterviewEvaluation): InterviewEvaluation => {
  const common = {
    deal_breakers: evaluation.deal_breakers.map(({ quote: _quote, ...result }) => result),
    dropped: evaluation.dropped.map((score) => ({ ...score, quotes_not_found: [] })),
  };
  if (evaluation.status === 'scoring_unavailable') return { ...evaluation, ...common };
  return {
    ...evaluation,
    ...common,
    // Empty quote lists are what a redacted evaluation is: the schema of a fresh one wants ≥ 1.
    questions: evaluation.questions.map((score) => ({ ...score, quotes: [] })),
  };
};

/** Whether any of the candidate's words are still in the evaluation. */
export const hasQuotes = (evaluation: InterviewEvaluation): boolean =>
  evaluation.deal_breakers.some((result) => result.quote !== undefined) ||
  evaluation.dropped.some((score) => score.quotes_not_found.length > 0) ||
  (evaluation.status === 'scored' && evaluation.questions.some((score) => score.quotes.length > 0));
