import { describe, expect, it } from 'vitest';
import { interviewAnswerSchema, interviewEvaluationSchema } from './interview-answer.schema';

const answer = {
  question_id: 'q1',
  text: 'I led the migration.',
  mode: 'voice',
  started_at: '2026-11-20T10:00:00.000Z',
  answered_at: '2026-11-20T10:03:10.000Z',
};

describe('interview answers', () => {
  it('accepts a typed or transcribed answer with its timings', () => {
    expect(interviewAnswerSchema.parse(answer)).toEqual(answer);
    expect(interviewAnswerSchema.safeParse({ ...answer, mode: 'typed' }).success).toBe(true);
  });

  it('refuses an unknown mode and an answer that ends before it starts', () => {
    expect(interviewAnswerSchema.safeParse({ ...answer, mode: 'video' }).success).toBe(false);
    const backwards = interviewAnswerSchema.safeParse({
      ...answer,
      answered_at: '2026-11-20T09:59:00.000Z',
    });
    expect(backwards.error?.issues[0]?.message).toBe('An answer cannot end before it starts.');
  });
});

describe('interview evaluations', () => {
  const scored = {
    status: 'scored',
    evaluator: 'model',
    evaluator_label: 'gpt-4o at api.openai.com',
    deal_breakers: [{ id: 'db1', passed: null, reading: 'No answer' }],
    dropped: [],
    questions: [
      { question_id: 'q1', score: 80, quotes: ['I led the migration.'], reasoning: 'Led it.' },
    ],
    unanswered: [],
    overall_score: 80,
    verdict: 'hire',
  };

  it('requires at least one quote per score and scores from 0 to 100', () => {
    expect(interviewEvaluationSchema.safeParse(scored).success).toBe(true);
    const noQuote = { ...scored, questions: [{ ...scored.questions[0], quotes: [] }] };
    expect(interviewEvaluationSchema.safeParse(noQuote).success).toBe(false);
    const tooHigh = { ...scored, overall_score: 101 };
    expect(interviewEvaluationSchema.safeParse(tooHigh).success).toBe(false);
  });

  it('never carries a score or verdict when scoring is unavailable', () => {
    const unavailable = {
      status: 'scoring_unavailable',
      evaluator: 'model',
      evaluator_label: 'gpt-4o at api.openai.com',
      deal_breakers: [],
      dropped: [],
      reason: 'model_error',
      message: 'The AI model did not answer within 30 seconds.',
    };
    expect(
      interviewEvaluationSchema.parse({ ...unavailable, verdict: 'hire', overall_score: 80 }),
    ).toEqual(unavailable);
  });
});
