import { describe, expect, it } from 'vitest';
import { DEMO_PLAN, STRONG_INTERVIEW } from '../evaluation/demo-interviews.fixture';
import { evaluateWithBuiltIn } from '../evaluation/built-in-evaluator';
import { DEFAULT_INTERVIEW_SETTINGS } from '../interview-settings.schema';
import { hasQuotes, redactEvaluation } from './redact-evaluation';

const evaluation = evaluateWithBuiltIn({
  plan: DEMO_PLAN,
  answers: STRONG_INTERVIEW,
  thresholds: DEFAULT_INTERVIEW_SETTINGS.thresholds,
});

describe('redacting an evaluation', () => {
  it('drops every quote and keeps the verdict, the scores and the deal-breaker results', () => {
    if (evaluation.status !== 'scored') throw new Error('the demo interview is scored');
    expect(hasQuotes(evaluation)).toBe(true);
    const redacted = redactEvaluation(evaluation);
    expect(hasQuotes(redacted)).toBe(false);
    expect(JSON.stringify(redacted)).not.toContain('EU passport');
    if (redacted.status !== 'scored') throw new Error('still scored');
    expect(redacted.verdict).toBe(evaluation.verdict);
    expect(redacted.overall_score).toBe(evaluation.overall_score);
    expect(redacted.questions.map((q) => q.score)).toEqual(
      evaluation.questions.map((q) => q.score),
    );
    expect(redacted.deal_breakers.map((d) => d.passed)).toEqual(
      evaluation.deal_breakers.map((d) => d.passed),
    );
  });
});
