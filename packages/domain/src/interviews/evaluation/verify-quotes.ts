import type { DroppedScore, QuestionScore } from './interview-answer.schema';

/**
 * The quote rule (issue 18): a quote counts only when it is an exact substring of the answer to
 * its question. Two differences are forgiven because neither changes a word: runs of whitespace
 * (spaces, tabs, line breaks) count as one space, and typographic quote marks and apostrophes
 * count as straight ones. Case, punctuation, spelling and ellipses are not forgiven.
 */

const SINGLE_MARKS = /[\u2018\u2019\u201A\u201B\u2032\u02BC]/;
const DOUBLE_MARKS = /[\u201C\u201D\u201E\u201F\u2033]/;
const SPACE = /\s/;

type Normalised = {
  text: string;
  /** index in the original text of each normalised character */ at: number[];
};

const normalise = (original: string): Normalised => {
  const chars: string[] = [];
  const at: number[] = [];
  let pendingSpace = -1;
  for (let index = 0; index < original.length; index += 1) {
    const char = original.charAt(index);
    if (SPACE.test(char)) {
      if (pendingSpace < 0) pendingSpace = index;
      continue;
    }
    if (pendingSpace >= 0 && chars.length > 0) {
      chars.push(' ');
      at.push(pendingSpace);
    }
    pendingSpace = -1;
    chars.push(SINGLE_MARKS.test(char) ? "'" : DOUBLE_MARKS.test(char) ? '"' : char);
    at.push(index);
  }
  return { text: chars.join(''), at };
};

/** The text as the quote rule compares it (whitespace collapsed and trimmed, straight quote marks). */
export const normaliseForQuote = (text: string): string => normalise(text).text;

export type QuoteLocation = { start: number; end: number; text: string };

/**
 * Where the quote is in the answer (character offsets into the original answer, for highlighting),
 * and the answer's own words there; null when the quote is not in the answer.
 */
export const locateQuote = (answer: string, quote: string): QuoteLocation | null => {
  const needle = normaliseForQuote(quote);
  if (!needle) return null;
  const haystack = normalise(answer);
  const found = haystack.text.indexOf(needle);
  if (found < 0) return null;
  const start = haystack.at[found] ?? 0;
  const end = (haystack.at[found + needle.length - 1] ?? start) + 1;
  return { start, end, text: answer.slice(start, end) };
};

export type VerifiedScores = { kept: QuestionScore[]; dropped: DroppedScore[] };

/**
 * Keeps each score with the quotes found in the answer to its question, rewritten as the answer's
 * own words (so the transcript highlights what the candidate said, not a retyped copy); a score
 * none of whose quotes is found is dropped. Quotes found twice are kept once.
 */
export const verifyQuotes = (
  scores: readonly QuestionScore[],
  answerTextOf: (questionId: string) => string | undefined,
): VerifiedScores => {
  const kept: QuestionScore[] = [];
  const dropped: DroppedScore[] = [];
  for (const score of scores) {
    const answer = answerTextOf(score.question_id) ?? '';
    const found: string[] = [];
    const missing: string[] = [];
    for (const quote of score.quotes) {
      const location = locateQuote(answer, quote);
      if (!location) missing.push(quote);
      else if (!found.includes(location.text)) found.push(location.text);
    }
    if (found.length === 0)
      dropped.push({
        question_id: score.question_id,
        score: score.score,
        quotes_not_found: missing,
      });
    else kept.push({ ...score, quotes: found });
  }
  return { kept, dropped };
};
