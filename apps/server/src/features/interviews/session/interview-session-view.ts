import type { InterviewPlan } from '@hirelane/domain/interviews/interview-plan.schema';
import {
  PRACTICE_QUESTION_ID,
  type SessionQuestion,
} from '@hirelane/domain/interviews/interview-session.schema';
import type { LinkState } from '@hirelane/domain/interviews/invitation-schedule';

type AnswerFacts = { questionId: string; text: string | null; audioFileId: string | null };

type PlannedQuestion = Omit<SessionQuestion, 'answered' | 'recorded'>;

/** The plan copy in the order it is asked: practice, deal-breakers, questions; text only. */
export const plannedQuestions = (plan: InterviewPlan): PlannedQuestion[] => [
  { id: PRACTICE_QUESTION_ID, kind: 'practice', text: plan.practice_question, required: false },
  ...plan.deal_breakers.map((dealBreaker) => ({
    id: dealBreaker.id,
    kind: 'deal_breaker' as const,
    text: dealBreaker.question,
    required: true,
  })),
  ...plan.questions.map((question) => ({
    id: question.id,
    kind: 'question' as const,
    text: question.text,
    required: question.scored,
  })),
];

/** An answer counts once it has text: typed, or a voice answer that was transcribed. */
const hasText = (answer: AnswerFacts | undefined): boolean => Boolean(answer?.text?.trim());

export const sessionQuestions = (
  plan: InterviewPlan,
  answers: readonly AnswerFacts[],
): SessionQuestion[] => {
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  return plannedQuestions(plan).map((question) => {
    const answer = byQuestion.get(question.id);
    return { ...question, answered: hasText(answer), recorded: Boolean(answer?.audioFileId) };
  });
};

/** Where the candidate resumes: the first question without an answer. */
export const nextQuestionId = (questions: readonly SessionQuestion[]): string | null =>
  questions.find((question) => !question.answered)?.id ?? null;

/** Required questions (deal-breakers, scored questions) still without an answer. */
export const missingRequired = (questions: readonly SessionQuestion[]): SessionQuestion[] =>
  questions.filter((question) => question.required && !question.answered);

type InvitationFacts = {
  revokedAt: Date | null;
  completedAt: Date | null;
  startedAt: Date | null;
  expiresAt: Date;
};

/**
 * What the link does now, by the invitation's own expiry date (a resend may move it): revoked,
 * completed, in progress once a real answer came (it may then be finished after the date), else
 * open until it expires.
 */
export const invitationLinkState = (invitation: InvitationFacts, now: Date): LinkState => {
  if (invitation.revokedAt) return 'revoked';
  if (invitation.completedAt) return 'completed';
  if (invitation.startedAt) return 'in_progress';
  return now.getTime() >= invitation.expiresAt.getTime() ? 'expired' : 'open';
};

export const isLive = (state: LinkState): boolean => state === 'open' || state === 'in_progress';
