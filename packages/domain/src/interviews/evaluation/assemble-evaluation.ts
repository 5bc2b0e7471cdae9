import type { InterviewPlan } from '../interview-plan.schema';
import type { VerdictThresholds } from '../interview-settings.schema';
import { checkDealBreakers } from './check-deal-breakers';
import type {
  DroppedScore,
  Evaluator,
  InterviewAnswer,
  InterviewEvaluation,
  QuestionScore,
  SCORING_UNAVAILABLE_REASONS,
  UnavailableEvaluation,
} from './interview-answer.schema';
import { verdictFromScores } from './verdict-from-scores';
import { verifyQuotes } from './verify-quotes';

export type EvaluationInput = {
  plan: Pick<InterviewPlan, 'deal_breakers' | 'questions'>;
  answers: readonly InterviewAnswer[];
  thresholds: VerdictThresholds;
};

export type EvaluatorInfo = { evaluator: Evaluator; label: string };

/** The text of the answer to each question id (the last one given, when a question was retried). */
export const answerTexts = (answers: readonly InterviewAnswer[]) => {
  const texts = new Map<string, string>();
  for (const answer of answers) texts.set(answer.question_id, answer.text);
  return (id: string): string | undefined => texts.get(id);
};

/** The scored questions of the plan that have a non-empty answer, and those that have none. */
export const scoredQuestionsByAnswer = (input: EvaluationInput) => {
  const textOf = answerTexts(input.answers);
  const scored = input.plan.questions.filter((question) => question.scored);
  return {
    answered: scored.filter((question) => (textOf(question.id) ?? '').trim() !== ''),
    unanswered: scored.filter((question) => (textOf(question.id) ?? '').trim() === ''),
  };
};

const NO_ANSWER_MESSAGE =
  'No scored question was answered. A person needs to review this interview.';
const NO_QUOTE_MESSAGE =
  'Every score quoted words that are not in the answers, so none was kept. A person needs to review this interview.';

/** "Scoring unavailable": the deal-breaker results and the dropped scores, and never a score. */
export const unavailableEvaluation = (
  input: EvaluationInput,
  info: EvaluatorInfo,
  reason: (typeof SCORING_UNAVAILABLE_REASONS)[number],
  message: string,
  dropped: DroppedScore[] = [],
): UnavailableEvaluation => ({
  status: 'scoring_unavailable',
  evaluator: info.evaluator,
  evaluator_label: info.label,
  deal_breakers: checkDealBreakers(input.plan.deal_breakers, answerTexts(input.answers)),
  dropped,
  reason,
  message,
});

/**
 * The evaluation from an evaluator's scores (model or built-in alike): scores for questions that
 * are not scored-and-answered are ignored, quotes are verified against the answers (a score none of
 * whose quotes is found is dropped), deal-breakers are checked by rules, and the verdict follows
 * the thresholds.
 */
export const assembleEvaluation = (
  input: EvaluationInput,
  info: EvaluatorInfo,
  scores: readonly QuestionScore[],
): InterviewEvaluation => {
  const { answered, unanswered } = scoredQuestionsByAnswer(input);
  if (answered.length === 0)
    return unavailableEvaluation(input, info, 'no_answer', NO_ANSWER_MESSAGE);
  const answeredIds = new Set(answered.map((question) => question.id));
  const order = new Map(answered.map((question, index) => [question.id, index]));
  const relevant = scores
    .filter((score) => answeredIds.has(score.question_id))
    .filter(
      (score, index, all) => all.findIndex((s) => s.question_id === score.question_id) === index,
    )
    .sort((a, b) => (order.get(a.question_id) ?? 0) - (order.get(b.question_id) ?? 0));
  const textOf = answerTexts(input.answers);
  const { kept, dropped } = verifyQuotes(relevant, textOf);
  const dealBreakers = checkDealBreakers(input.plan.deal_breakers, textOf);
  const outcome = verdictFromScores({
    kept,
    unansweredCount: unanswered.length,
    dealBreakers,
    thresholds: input.thresholds,
  });
  if (outcome.status === 'scoring_unavailable')
    return unavailableEvaluation(input, info, 'no_verified_quote', NO_QUOTE_MESSAGE, dropped);
  return {
    status: 'scored',
    evaluator: info.evaluator,
    evaluator_label: info.label,
    deal_breakers: dealBreakers,
    dropped,
    questions: kept,
    unanswered: unanswered.map((question) => question.id),
    overall_score: outcome.overall_score,
    verdict: outcome.verdict,
  };
};
