import type { InterviewEvaluation } from '@hirelane/domain/interviews/evaluation/interview-answer.schema';
import { locateQuote } from '@hirelane/domain/interviews/evaluation/verify-quotes';
import type { InterviewPlan } from '@hirelane/domain/interviews/interview-plan.schema';
import type { CandidateInterview } from '@hirelane/domain/interviews/verdict/candidate-interview.schema';
import { retentionCutoff } from '@hirelane/domain/interviews/verdict/interview-retention';
import type {
  AnswerRow,
  DecisionRow,
  EvaluationRow,
  InvitationRow,
} from './interview-evaluation-store';

export const PRACTICE_LABEL = 'Practice question';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Every question of the plan copy by id, in the order the candidate met them. */
const questionsOf = (plan: InterviewPlan) => {
  const entries: Array<[string, { text: string; kind: 'deal_breaker' | 'question' | 'practice' }]> =
    [
      ['practice', { text: PRACTICE_LABEL, kind: 'practice' }],
      ...plan.deal_breakers.map((d): [string, { text: string; kind: 'deal_breaker' }] => [
        d.id,
        { text: d.question, kind: 'deal_breaker' },
      ]),
      ...plan.questions.map((q): [string, { text: string; kind: 'question' }] => [
        q.id,
        { text: q.text, kind: 'question' },
      ]),
    ];
  return new Map(entries);
};

/** Where each kept quote (scores and deal-breakers) sits in its answer, for the <mark>s. */
const quoteLocations = (
  evaluation: InterviewEvaluation | null,
  textOf: (questionId: string) => string | null,
) => {
  if (!evaluation) return [];
  const wanted: Array<{ question_id: string; quote: string }> = [
    ...(evaluation.status === 'scored'
      ? evaluation.questions.flatMap((score) =>
          score.quotes.map((quote) => ({ question_id: score.question_id, quote })),
        )
      : []),
    ...evaluation.deal_breakers.flatMap((result) =>
      result.quote ? [{ question_id: result.id, quote: result.quote }] : [],
    ),
  ];
  return wanted.flatMap(({ question_id, quote }) => {
    const text = textOf(question_id);
    const found = text ? locateQuote(text, quote) : null;
    return found ? [{ question_id, start: found.start, end: found.end }] : [];
  });
};

export const candidateInterviewView = (input: {
  invitation: InvitationRow;
  /** The connected mailbox the invitation went through (null: the product's own mail). */
  sentFrom: string | null;
  evaluation: EvaluationRow | null;
  answers: readonly AnswerRow[];
  decisions: readonly DecisionRow[];
  audioUrl: (answerId: string) => string;
  now: Date;
  /** The workspace's retention period in days. */
  retentionDays: number;
}): CandidateInterview => {
  const { invitation, evaluation, answers } = input;
  const questions = questionsOf(invitation.plan);
  const order = [...questions.keys()];
  const sorted = [...answers].sort(
    (a, b) =>
      (order.indexOf(a.questionId) + 1 || order.length + 1) -
      (order.indexOf(b.questionId) + 1 || order.length + 1),
  );
  const texts = new Map(answers.map((answer) => [answer.questionId, answer.text]));
  const stored = evaluation?.status === 'pending' ? null : (evaluation?.evaluation ?? null);
  return {
    invitation_id: invitation.id,
    timeline: {
      sent_at: invitation.sentAt.toISOString(),
      expires_at: invitation.expiresAt.toISOString(),
      opened_at: iso(invitation.openedAt),
      started_at: iso(invitation.startedAt),
      completed_at: iso(invitation.completedAt),
      revoked_at: iso(invitation.revokedAt),
      reminders_sent: invitation.remindersSent,
      last_reminder_at: iso(invitation.lastReminderAt),
    },
    delivery: {
      delivered_at: iso(invitation.deliveredAt),
      error: invitation.deliveryError,
      sent_from: input.sentFrom,
    },
    answers: sorted.map((answer) => ({
      _id: answer.id,
      question_id: answer.questionId,
      question: questions.get(answer.questionId)?.text ?? answer.questionId,
      kind: questions.get(answer.questionId)?.kind ?? 'question',
      mode: answer.mode,
      text: answer.text,
      transcription: answer.transcription,
      audio_url: answer.audioFileId ? input.audioUrl(answer.id) : null,
      started_at: answer.startedAt.toISOString(),
      answered_at: answer.answeredAt.toISOString(),
      seconds: Math.max(
        0,
        Math.round((answer.answeredAt.getTime() - answer.startedAt.getTime()) / 1000),
      ),
    })),
    evaluation_status: evaluation ? evaluation.status : 'not_completed',
    evaluation: stored,
    quote_locations: quoteLocations(stored, (id) => texts.get(id) ?? null),
    questions: Object.fromEntries([...questions].map(([id, q]) => [id, q.text])),
    decisions: input.decisions.map((decision) => ({
      _id: decision.id,
      verdict: decision.verdict,
      reason: decision.reason,
      decided_by:
        decision.firstName === null
          ? null
          : { first_name: decision.firstName, last_name: decision.lastName ?? '' },
      created_at: decision.createdAt.toISOString(),
    })),
    expired:
      invitation.completedAt !== null &&
      invitation.completedAt < retentionCutoff(input.now, input.retentionDays),
  };
};
