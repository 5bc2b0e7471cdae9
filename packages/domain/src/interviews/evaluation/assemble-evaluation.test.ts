import { describe, expect, it } from 'vitest';
import { DEFAULT_INTERVIEW_SETTINGS } from '../interview-settings.schema';
import { assembleEvaluation, type EvaluationInput } from './assemble-evaluation';
import { DEMO_PLAN, STRONG_INTERVIEW } from './demo-interviews.fixture';
import { interviewEvaluationSchema, type QuestionScore } from './interview-answer.schema';

const input: EvaluationInput = {
  plan: DEMO_PLAN,
  answers: STRONG_INTERVIEW,
  thresholds: DEFAULT_INTERVIEW_SETTINGS.thresholds,
};
const model = { evaluator: 'model' as const, label: 'fake-model at 127.0.0.1' };

const score = (question_id: string, value: number, quotes: string[]): QuestionScore => ({
  question_id,
  score: value,
  quotes,
  reasoning: 'Because.',
});

describe('assembleEvaluation', () => {
  it('keeps verified scores in plan order, averages them and checks the deal-breakers', () => {
    const result = assembleEvaluation(input, model, [
      score('q-terraform', 70, ['Remote state lives in S3 with DynamoDB locking.']),
      score('q-kubernetes', 90, ['Teams deployed with Helm charts']),
      score('q-observability', 80, ['We rolled it back in 12 minutes.']),
      score('q-path-to-production', 60, ['Feature flags let teams merge early']),
    ]);
    expect(interviewEvaluationSchema.parse(result)).toEqual(result);
    expect(result).toMatchObject({
      status: 'scored',
      evaluator: 'model',
      evaluator_label: 'fake-model at 127.0.0.1',
      overall_score: 75,
      verdict: 'hire',
      dropped: [],
    });
    if (result.status !== 'scored') throw new Error('not scored');
    expect(result.questions.map((q) => q.question_id)).toEqual([
      'q-kubernetes',
      'q-terraform',
      'q-observability',
      'q-path-to-production',
    ]);
    expect(result.deal_breakers.map((d) => d.passed)).toEqual([true, true, true, true]);
  });

  it('drops a score whose quotes are not in the answer and leaves it out of the mean', () => {
    const result = assembleEvaluation(input, model, [
      score('q-kubernetes', 90, ['Teams deployed with Helm charts']),
      score('q-terraform', 100, ['I wrote the Terraform provider for AWS myself.']),
    ]);
    expect(result).toMatchObject({
      status: 'scored',
      overall_score: 90,
      dropped: [
        {
          question_id: 'q-terraform',
          score: 100,
          quotes_not_found: ['I wrote the Terraform provider for AWS myself.'],
        },
      ],
    });
  });

  it('ignores scores for deal-breakers, unknown questions and a second score of one question', () => {
    const result = assembleEvaluation(input, model, [
      score('q-kubernetes', 40, ['Teams deployed with Helm charts']),
      score('q-kubernetes', 100, ['Teams deployed with Helm charts']),
      score('db-salary', 100, ['I am looking for €98k a year.']),
      score('q-invented', 100, ['Two months.']),
    ]);
    if (result.status !== 'scored') throw new Error('not scored');
    expect(result.questions.map((q) => [q.question_id, q.score])).toEqual([['q-kubernetes', 40]]);
    expect(result.overall_score).toBe(40);
  });

  it('is "scoring unavailable", with the dropped scores, when no quote at all is found', () => {
    const result = assembleEvaluation(input, model, [
      score('q-kubernetes', 95, ['I invented Kubernetes.']),
    ]);
    expect(interviewEvaluationSchema.parse(result)).toEqual(result);
    expect(result).toMatchObject({
      status: 'scoring_unavailable',
      reason: 'no_verified_quote',
      dropped: [{ question_id: 'q-kubernetes', score: 95 }],
    });
    expect(result).not.toHaveProperty('verdict');
  });
});
