import { evaluateWithBuiltIn } from '@hirelane/domain/interviews/evaluation/built-in-evaluator';
import {
  DEMO_PLAN,
  STRONG_INTERVIEW,
} from '@hirelane/domain/interviews/evaluation/demo-interviews.fixture';
import { locateQuote } from '@hirelane/domain/interviews/evaluation/verify-quotes';
import { DEFAULT_INTERVIEW_SETTINGS } from '@hirelane/domain/interviews/interview-settings.schema';
import type { CandidateInterview } from '@hirelane/domain/interviews/verdict/candidate-interview.schema';

/** A completed, scored interview of the demo job as the API answers it (component tests only). */
export const scoredInterviewFixture = (
  overrides: Partial<CandidateInterview> = {},
): CandidateInterview => {
  const evaluation = evaluateWithBuiltIn({
    plan: DEMO_PLAN,
    answers: STRONG_INTERVIEW,
    thresholds: DEFAULT_INTERVIEW_SETTINGS.thresholds,
  });
  const questions: Record<string, string> = Object.fromEntries([
    ...DEMO_PLAN.deal_breakers.map((d): [string, string] => [d.id, d.question]),
    ...DEMO_PLAN.questions.map((q): [string, string] => [q.id, q.text]),
  ]);
  const textOf = new Map(STRONG_INTERVIEW.map((answer) => [answer.question_id, answer.text]));
  const quotes =
    evaluation.status === 'scored'
      ? evaluation.questions.flatMap((s) => s.quotes.map((quote) => ({ id: s.question_id, quote })))
      : [];
  return {
    invitation_id: 'inv-1',
    timeline: {
      sent_at: '2026-11-18T09:00:00.000Z',
      expires_at: '2026-11-25T09:00:00.000Z',
      opened_at: '2026-11-20T09:58:00.000Z',
      started_at: '2026-11-20T10:00:00.000Z',
      completed_at: '2026-11-20T10:35:00.000Z',
      revoked_at: null,
      reminders_sent: 1,
      last_reminder_at: '2026-11-20T09:00:00.000Z',
    },
    delivery: {
      delivered_at: '2026-11-18T09:00:02.000Z',
      error: null,
      sent_from: 'robin@acme.test',
    },
    answers: STRONG_INTERVIEW.map((answer, index) => ({
      _id: `a-${index}`,
      question_id: answer.question_id,
      question: questions[answer.question_id] ?? answer.question_id,
      kind: answer.question_id.startsWith('db-') ? 'deal_breaker' : 'question',
      mode: answer.question_id === 'q-kubernetes' ? 'voice' : 'typed',
      text: answer.text,
      transcription: answer.question_id === 'q-kubernetes' ? 'done' : 'none',
      audio_url:
        answer.question_id === 'q-kubernetes'
          ? '/api/project/p-1/candidate/c-1/interview/audio/a-4'
          : null,
      started_at: answer.started_at,
      answered_at: answer.answered_at,
      seconds: 180,
    })),
    evaluation_status: evaluation.status,
    evaluation,
    quote_locations: quotes.flatMap(({ id, quote }) => {
      const at = locateQuote(textOf.get(id) ?? '', quote);
      return at ? [{ question_id: id, start: at.start, end: at.end }] : [];
    }),
    questions,
    decisions: [],
    expired: false,
    ...overrides,
  };
};
