import { describe, expect, it } from 'vitest';
import { DEFAULT_INTERVIEW_SETTINGS } from '../interview-settings.schema';
import type { DealBreakerResult, QuestionScore } from './interview-answer.schema';
import { verdictForScore, verdictFromScores } from './verdict-from-scores';

const thresholds = DEFAULT_INTERVIEW_SETTINGS.thresholds; // 85 / 70 / 50

const scores = (...values: number[]): QuestionScore[] =>
  values.map((score, index) => ({
    question_id: `q${index}`,
    score,
    quotes: ['a quote'],
    reasoning: 'r',
  }));

const passed: DealBreakerResult = { id: 'd1', passed: true, reading: 'yes' };

describe('verdict thresholds', () => {
  it.each([
    [100, 'strong_hire'],
    [85, 'strong_hire'],
    [84, 'hire'],
    [70, 'hire'],
    [69, 'maybe'],
    [50, 'maybe'],
    [49, 'no_hire'],
    [0, 'no_hire'],
  ] as const)('%d is %s (at or above each threshold)', (score, verdict) => {
    expect(verdictForScore(score, thresholds)).toBe(verdict);
  });

  it('follows the project’s own thresholds', () => {
    expect(verdictForScore(80, { strong_hire: 80, hire: 60, maybe: 40 })).toBe('strong_hire');
    expect(verdictForScore(45, { strong_hire: 80, hire: 60, maybe: 40 })).toBe('maybe');
  });
});

describe('verdictFromScores', () => {
  it('is the rounded mean of the kept scores, equal weights', () => {
    expect(
      verdictFromScores({
        kept: scores(90, 80, 81),
        unansweredCount: 0,
        dealBreakers: [passed],
        thresholds,
      }),
    ).toEqual({ status: 'scored', overall_score: 84, verdict: 'hire' });
    expect(
      verdictFromScores({ kept: scores(85, 86), unansweredCount: 0, dealBreakers: [], thresholds }),
    ).toEqual({ status: 'scored', overall_score: 86, verdict: 'strong_hire' });
  });

  it('judges the rounded score, so the shown score and the verdict agree', () => {
    // 84.5 rounds to 85: shown as 85, and 85 is strong_hire.
    expect(
      verdictFromScores({ kept: scores(84, 85), unansweredCount: 0, dealBreakers: [], thresholds }),
    ).toEqual({ status: 'scored', overall_score: 85, verdict: 'strong_hire' });
  });

  it('counts an unanswered scored question as 0', () => {
    expect(
      verdictFromScores({ kept: scores(90, 90), unansweredCount: 1, dealBreakers: [], thresholds }),
    ).toEqual({ status: 'scored', overall_score: 60, verdict: 'maybe' });
  });

  it('gives no_hire for any failed deal-breaker whatever the score, but not for an unclear one', () => {
    const failed: DealBreakerResult = { id: 'd2', passed: false, reading: 'no' };
    expect(
      verdictFromScores({
        kept: scores(95),
        unansweredCount: 0,
        dealBreakers: [passed, failed],
        thresholds,
      }),
    ).toEqual({ status: 'scored', overall_score: 95, verdict: 'no_hire' });
    const unclear: DealBreakerResult = { id: 'd3', passed: null, reading: 'No answer' };
    expect(
      verdictFromScores({
        kept: scores(95),
        unansweredCount: 0,
        dealBreakers: [unclear],
        thresholds,
      }),
    ).toEqual({ status: 'scored', overall_score: 95, verdict: 'strong_hire' });
  });

  it('gives no verdict without a kept score, even with a failed deal-breaker', () => {
    expect(
      verdictFromScores({
        kept: [],
        unansweredCount: 3,
        dealBreakers: [{ id: 'd', passed: false, reading: 'no' }],
        thresholds,
      }),
    ).toEqual({ status: 'scoring_unavailable' });
  });
});
