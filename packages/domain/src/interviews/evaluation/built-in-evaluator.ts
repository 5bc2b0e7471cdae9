import type { InterviewQuestion } from '../interview-plan.schema';
import { answerSentences, foldText, type Sentence } from './answer-sentences';
import {
  answerTexts,
  assembleEvaluation,
  scoredQuestionsByAnswer,
  type EvaluationInput,
} from './assemble-evaluation';
import {
  BUILT_IN_EVALUATOR_LABEL,
  type InterviewEvaluation,
  type QuestionScore,
} from './interview-answer.schema';
import { rubricKeyTerms, termStem } from './rubric-key-terms';

/**
 * The built-in evaluator, used when no model is configured: it scores each answered scored
 * question by the evidence it names (the question's evidence words, then the rubric's key terms)
 * and by how specific and developed the answer is. Its quotes are the answer's sentences holding
 * that evidence. Deterministic: the same answers always get the same scores.
 */

const WEIGHTS = { evidence: 50, rubric: 15, specificity: 20, length: 15 } as const;
/** A score with no evidence and no rubric term at all stays at or below this. */
const NO_EVIDENCE_CAP = 20;
const MAX_QUOTES = 3;
const FULL_LENGTH_WORDS = 60;
const MIN_LENGTH_WORDS = 10;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const BEFORE = '(?:^|[^\\p{L}\\p{N}])';
const AFTER = '(?=$|[^\\p{L}\\p{N}])';

/**
 * An evidence term as a whole word or phrase, in its singular, plural, -ed and -ing forms
 * ("channels" ~ "channel", "tracing" ~ "traces"). Terms of three letters or fewer ("Go", "CI",
 * "SLO") only take a plural "s", so "Go" never finds "goes".
 */
const termPattern = (term: string): RegExp => {
  const folded = foldText(term.trim());
  if (!/\p{L}$/u.test(folded)) return new RegExp(`${BEFORE}${escape(folded)}${AFTER}`, 'u');
  const lastWord = /[\p{L}]+$/u.exec(folded)?.[0] ?? '';
  if (lastWord.length <= 3) return new RegExp(`${BEFORE}${escape(folded)}s?${AFTER}`, 'u');
  const stem = folded.slice(0, folded.length - lastWord.length) + termStem(lastWord);
  return new RegExp(`${BEFORE}${escape(stem)}(?:s|es|e|ed|d|ing|'s)?${AFTER}`, 'u');
};

/** A rubric key term by its stem: any word starting with it ("deployment" ~ "deployed"). */
const stemPattern = (term: string): RegExp =>
  new RegExp(`${BEFORE}${escape(termStem(foldText(term)))}[\\p{L}]*${AFTER}`, 'u');

/** A figure: a word with a digit ("3", "99.9%", "S3") or a number word ("two years", "a dozen"). */
const FIGURE =
  /\d|^(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|fifty|hundreds?|thousands?|millions?|dozens?|half)$/i;
/** Signs of a concrete example: "for example", "last year", "at my last company", "I led", "we moved". */
const EXAMPLE_MARKERS =
  /\b(for example|for instance|e\.g\.|last year|in my last|at my (?:last|current|previous)|when (?:i|we)|(?:i|we) (?:\p{L}+ed|led|built|wrote|ran|took|split|cut|set up|chose|made|brought|found|shipped|rolled out))\b/gu;

type Term = { label: string; pattern: RegExp };

const termsOf = (labels: readonly string[], pattern = termPattern): Term[] =>
  labels.map((label) => ({ label, pattern: pattern(label) }));

const found = (terms: Term[], text: string): Term[] => terms.filter((t) => t.pattern.test(text));

/** Full marks once most of the evidence is named: 2 of 3, 3 of 4 or 5, 4 of 6, 6 of 10. */
const evidenceTarget = (count: number): number =>
  Math.min(count, Math.max(2, Math.ceil(count * 0.6)));

const clamp = (value: number) => Math.min(1, Math.max(0, value));

const list = (terms: Term[]) => terms.map((term) => term.label).join(', ');

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

type SentenceHits = { sentence: Sentence; weight: number };

const chooseQuotes = (sentences: Sentence[], evidence: Term[], rubric: Term[]): string[] => {
  const hits: SentenceHits[] = sentences
    .map((sentence) => {
      const text = foldText(sentence.text);
      return { sentence, weight: found(evidence, text).length * 2 + found(rubric, text).length };
    })
    .filter((hit) => hit.weight > 0);
  if (hits.length === 0) return sentences[0] ? [sentences[0].text] : [];
  return [...hits]
    .sort((a, b) => b.weight - a.weight || a.sentence.start - b.sentence.start)
    .slice(0, MAX_QUOTES)
    .sort((a, b) => a.sentence.start - b.sentence.start)
    .map((hit) => hit.sentence.text);
};

/** The built-in score of one answer to one scored question. */
export const scoreAnswerByRules = (question: InterviewQuestion, answer: string): QuestionScore => {
  const folded = foldText(answer);
  const evidenceTerms = termsOf(question.evidence);
  const evidenceWords = new Set(
    question.evidence.flatMap((term) => foldText(term).split(/[^\p{L}\p{N}]+/u)).map(termStem),
  );
  const rubricTerms = termsOf(
    rubricKeyTerms(question.rubric).filter((term) => !evidenceWords.has(termStem(foldText(term)))),
    stemPattern,
  );
  const evidenceFound = found(evidenceTerms, folded);
  const rubricFound = found(rubricTerms, folded);
  const words = answer.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  const figures = answer
    .split(/\s+/)
    .filter((word) => FIGURE.test(word.replace(/[^\p{L}\p{N}%.]/gu, ''))).length;
  const examples = new Set([...folded.matchAll(EXAMPLE_MARKERS)].map((match) => match[0])).size;

  const evidencePart =
    evidenceTerms.length > 0
      ? clamp(evidenceFound.length / evidenceTarget(evidenceTerms.length))
      : clamp(rubricFound.length / evidenceTarget(rubricTerms.length || 1));
  const rubricPart = clamp(rubricFound.length / Math.max(1, Math.ceil(rubricTerms.length / 3)));
  const specificityPart = clamp(figures / 3) * 0.6 + clamp(examples / 2) * 0.4;
  const lengthPart = clamp((words - MIN_LENGTH_WORDS) / (FULL_LENGTH_WORDS - MIN_LENGTH_WORDS));
  const raw =
    WEIGHTS.evidence * evidencePart +
    WEIGHTS.rubric * rubricPart +
    WEIGHTS.specificity * specificityPart +
    WEIGHTS.length * lengthPart;
  const noEvidence = evidenceFound.length === 0 && rubricFound.length === 0;
  const score = Math.round(noEvidence ? Math.min(raw, NO_EVIDENCE_CAP) : raw);

  const reasoning = [
    evidenceTerms.length === 0
      ? 'The question lists no evidence words.'
      : evidenceFound.length === 0
        ? `Names none of the evidence (${list(evidenceTerms)}).`
        : `Names ${evidenceFound.length} of ${evidenceTerms.length} evidence terms: ${list(evidenceFound)}.`,
    rubricFound.length > 0
      ? `Rubric terms: ${list(rubricFound)}.`
      : 'Uses none of the rubric’s key terms.',
    `${plural(figures, 'figure', 'figures')}, ${plural(examples, 'concrete example', 'concrete examples')}, ${plural(words, 'word', 'words')}.`,
    ...(noEvidence ? [`Without evidence the score stays at or below ${NO_EVIDENCE_CAP}.`] : []),
  ].join(' ');

  return {
    question_id: question.id,
    score,
    quotes: chooseQuotes(answerSentences(answer), evidenceTerms, rubricTerms),
    reasoning,
  };
};

/** The built-in evaluation of an interview: scores, verified quotes, deal-breakers and verdict. */
export const evaluateWithBuiltIn = (input: EvaluationInput): InterviewEvaluation => {
  const textOf = answerTexts(input.answers);
  const scores = scoredQuestionsByAnswer(input).answered.map((question) =>
    scoreAnswerByRules(question, textOf(question.id) ?? ''),
  );
  return assembleEvaluation(
    input,
    { evaluator: 'built_in', label: BUILT_IN_EVALUATOR_LABEL },
    scores,
  );
};
