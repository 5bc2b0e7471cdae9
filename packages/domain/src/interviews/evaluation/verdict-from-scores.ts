import type { VerdictThresholds } from '../interview-settings.schema';
import type { DealBreakerResult, QuestionScore, Verdict } from './interview-answer.schema';

export type VerdictOutcome =
  { status: 'scored'; overall_score: number; verdict: Verdict } | { status: 'scoring_unavailable' };

/** The verdict of an overall score (0–100) by the thresholds: at or above each one. */
export const verdictForScore = (score: number, thresholds: VerdictThresholds): Verdict => {
  if (score >= thresholds.strong_hire) return 'strong_hire';
  if (score >= thresholds.hire) return 'hire';
  if (score >= thresholds.maybe) return 'maybe';
  return 'no_hire';
};

/**
 * Overall score = the mean of the kept scores, equal weights, with each unanswered scored question
 * counted as 0 (skipping a question must not raise the mean), rounded to a whole number that the
 * thresholds then judge, so the shown score and the verdict always agree. A failed deal-breaker
 * makes it no_hire whatever the score; an unclear one (null) does not. No kept score: no verdict.
 */
export const verdictFromScores = (input: {
  kept: readonly QuestionScore[];
  unansweredCount: number;
  dealBreakers: readonly DealBreakerResult[];
  thresholds: VerdictThresholds;
}): VerdictOutcome => {
  if (input.kept.length === 0) return { status: 'scoring_unavailable' };
  const total = input.kept.reduce((sum, score) => sum + score.score, 0);
  const overall = Math.round(total / (input.kept.length + input.unansweredCount));
  const failed = input.dealBreakers.some((result) => result.passed === false);
  return {
    status: 'scored',
    overall_score: overall,
    verdict: failed ? 'no_hire' : verdictForScore(overall, input.thresholds),
  };
};
