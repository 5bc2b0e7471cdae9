/**
 * The sentences of an answer as exact substrings (trimmed), with their offsets: a sentence ends
 * at ".", "!" or "?" followed by whitespace, or at a line break. Numbers such as "2.5" and
 * abbreviations without a following space are not split.
 */
export type Sentence = { text: string; start: number; end: number };

const BOUNDARY = /[.!?]+(?=\s)|\n+/g;

export const answerSentences = (answer: string): Sentence[] => {
  const sentences: Sentence[] = [];
  let from = 0;
  const push = (to: number) => {
    const raw = answer.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (text) sentences.push({ text, start: from + lead, end: from + lead + text.length });
  };
  for (const match of answer.matchAll(BOUNDARY)) {
    const to = match.index + (match[0].startsWith('\n') ? 0 : match[0].length);
    push(to);
    from = match.index + match[0].length;
  }
  push(answer.length);
  return sentences;
};

/** Lower case without accents, for matching words whatever their case or accents. */
export const foldText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .toLowerCase();
