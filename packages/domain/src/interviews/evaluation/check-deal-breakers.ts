import type { DealBreaker } from '../interview-plan.schema';
import { answerSentences, foldText, type Sentence } from './answer-sentences';
import type { DealBreakerResult } from './interview-answer.schema';

/**
 * Deal-breakers checked by rules on the answer text, each with the sentence the result rests on.
 * `passed` is null when there is no answer or it cannot be read (no yes or no, no number).
 */

type Reading = { passed: boolean | null; reading: string; sentence?: Sentence };

const UNCLEAR =
  /\b(not sure|unsure|don't know|do not know|maybe|perhaps|it depends|depends on|prefer not)\b/;
const FILLER = /^((well|so|um+|uh+|hmm+|ok|okay|actually|honestly|oh)\b[\s,.!-]*)+/;
const YES_WORD =
  /^(yes|yeah|yep|yup|sure|certainly|correct|absolutely|definitely|of course|indeed)\b/;
const NO_WORD = /^(no|nope|never|not|none|negative)\b/;
const NEGATION = /^(not|never|no|cannot)$|n't$/;
const AFFIRMATIVE_START = /^(i|we)('m|'ve| am| are| do| have| can| hold| own| live)\b/;
const NEGATION_ANYWHERE = /\b(not|never|no|cannot|without)\b|n't\b/;

/**
 * Yes or no from the first sentence: an explicit "yes" / "no" first ("Yes, I am"), else a negation
 * among its first four words ("I'm not", "I don't", "I do not"), else a first-person statement
 * with no negation in it ("I am an EU citizen" is a yes). Mixed signals ("I am an EU citizen, so I
 * don't need a visa", "I would need sponsorship") and hedges ("not sure", "it depends") are unclear:
 * a person reads them.
 */
export const readYesNo = (sentence: string): 'yes' | 'no' | null => {
  const text = foldText(sentence)
    .replace(/^[^\p{L}]+/u, '')
    .replace(FILLER, '');
  if (UNCLEAR.test(text)) return null;
  if (YES_WORD.test(text)) return 'yes';
  if (NO_WORD.test(text)) return 'no';
  const firstWords = text.split(/[\s,;:]+/).slice(0, 4);
  if (firstWords.some((word) => NEGATION.test(word.replace(/[^\p{L}']/gu, '')))) return 'no';
  if (AFFIRMATIVE_START.test(text) && !NEGATION_ANYWHERE.test(text)) return 'yes';
  return null;
};

const checkYesNo = (sentences: Sentence[], expected: 'yes' | 'no'): Reading => {
  const first = sentences[0];
  if (!first) return { passed: null, reading: 'No answer' };
  const said = readYesNo(first.text);
  if (!said) return { passed: null, reading: 'Neither yes nor no', sentence: first };
  return { passed: said === expected, reading: said, sentence: first };
};

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  a: 1,
  an: 1,
};

const WEEKS_PER_MONTH = 4.33;
const PER_MONTH = /(\bper month|\ba month|\bmonthly|\/\s?month|\/\s?mo)\b/;
const AMOUNT =
  /(\d{1,3}(?:[,.]\d{3})+(?![\d])|\d+(?:[.,]\d+)?)\s*(k\b|thousand\b)?(?:\s*(?:-|–|to|and)\s*[$€£¥₹]?\s*\d+(?:[.,]\d+)?\s*(k\b|thousand\b))?/i;
const NOW = /\b(immediately|right away|straight away|now|no notice|none)\b/;
const NOTICE_NUMBER = new RegExp(
  `\\b(\\d+(?:[.,]\\d+)?|${Object.keys(NUMBER_WORDS).join('|')})\\s*(?:-\\s*)?(day|week|month)s?\\b`,
);

/** "95,000" → 95000, "95.000" → 95000, "2.5" → 2.5, "2,5" → 2.5. */
const toNumber = (digits: string): number => {
  if (/^\d{1,3}(?:[,.]\d{3})+$/.test(digits)) return Number(digits.replace(/[,.]/g, ''));
  return Number(digits.replace(',', '.'));
};

const amountOf = (match: RegExpExecArray): number | null => {
  if (!match[1]) return null;
  const value = toNumber(match[1]);
  const thousands = match[2] ?? (value < 1000 ? match[3] : undefined);
  return thousands ? value * 1000 : value;
};

/** The first amount of the text: thousands separators, k / thousand, "90-100k" read as 90000. */
export const readAmount = (text: string): number | null => {
  const match = AMOUNT.exec(text);
  return match ? amountOf(match) : null;
};

const SALARY_FLOOR = 1000;

/** The first amount of at least 1,000 ("5 years, 95k" is 95000); × 12 when it is per month. */
export const readSalary = (text: string): number | null => {
  const global = new RegExp(AMOUNT.source, 'gi');
  for (const match of text.matchAll(global)) {
    const amount = amountOf(match);
    if (amount !== null && amount >= SALARY_FLOOR)
      return PER_MONTH.test(foldText(text)) ? amount * 12 : amount;
  }
  return null;
};

/** A notice period in weeks: "8 weeks", "two months" (× 4.33), "30 days" (÷ 7), "immediately". */
export const readNoticeWeeks = (text: string): number | null => {
  const folded = foldText(text);
  const match = NOTICE_NUMBER.exec(folded);
  if (match?.[1] && match[2]) {
    const count = NUMBER_WORDS[match[1]] ?? Number(match[1].replace(',', '.'));
    const weeks =
      match[2] === 'month' ? count * WEEKS_PER_MONTH : match[2] === 'day' ? count / 7 : count;
    return Math.round(weeks * 100) / 100;
  }
  if (NOW.test(folded)) return 0;
  const amount = readAmount(folded);
  if (amount === null) return null;
  return /\bmonths?\b/.test(folded) ? Math.round(amount * WEEKS_PER_MONTH * 100) / 100 : amount;
};

const readNumber = (kind: DealBreaker['kind'], text: string): number | null => {
  if (kind === 'notice_period') return readNoticeWeeks(text);
  if (kind === 'salary') return readSalary(text);
  return readAmount(text);
};

const checkNumber = (
  sentences: Sentence[],
  kind: DealBreaker['kind'],
  test: (value: number) => boolean,
): Reading => {
  if (sentences.length === 0) return { passed: null, reading: 'No answer' };
  for (const sentence of sentences) {
    const value = readNumber(kind, sentence.text);
    if (value === null) continue;
    const reading = kind === 'notice_period' ? `${value} weeks` : String(value);
    return { passed: test(value), reading, sentence };
  }
  return { passed: null, reading: 'No number in the answer', sentence: sentences[0] };
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const collapse = (text: string) => foldText(text).replace(/\s+/g, ' ').trim();

const checkAnyOf = (sentences: Sentence[], phrases: string[]): Reading => {
  if (sentences.length === 0) return { passed: null, reading: 'No answer' };
  for (const sentence of sentences) {
    const folded = collapse(sentence.text);
    const phrase = phrases.find((candidate) =>
      new RegExp(`(^|[^\\p{L}\\p{N}])${escape(collapse(candidate))}($|[^\\p{L}\\p{N}])`, 'u').test(
        folded,
      ),
    );
    if (phrase) return { passed: true, reading: phrase, sentence };
  }
  return { passed: false, reading: 'None of the passing answers', sentence: sentences[0] };
};

const readDealBreaker = (dealBreaker: DealBreaker, answer: string): Reading => {
  const sentences = answerSentences(answer);
  const { rule } = dealBreaker;
  switch (rule.type) {
    case 'yes_no':
      return checkYesNo(sentences, rule.expected);
    case 'number_at_most':
      return checkNumber(sentences, dealBreaker.kind, (value) => value <= rule.value);
    case 'number_at_least':
      return checkNumber(sentences, dealBreaker.kind, (value) => value >= rule.value);
    case 'any_of':
      return checkAnyOf(sentences, rule.phrases);
  }
};

/** Each deal-breaker of the plan against the answer given to it (same id). */
export const checkDealBreakers = (
  dealBreakers: readonly DealBreaker[],
  answerTextOf: (id: string) => string | undefined,
): DealBreakerResult[] =>
  dealBreakers.map((dealBreaker) => {
    const reading = readDealBreaker(dealBreaker, answerTextOf(dealBreaker.id) ?? '');
    return {
      id: dealBreaker.id,
      passed: reading.passed,
      reading: reading.reading,
      ...(reading.sentence ? { quote: reading.sentence.text } : {}),
    };
  });
