import type { SeniorityLevel } from '../product/seniority-levels';

/** Lower case, accents off, single spaces: "  José  Müller " → "jose muller". */
export const foldText = (text: string): string =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The key two spellings of one skill share: folded, without spaces, dots, hyphens or
 * underscores, so "Node.js", "NodeJS" and "node js" compare equal while "C++" and "C#" stay apart.
 */
export const skillKey = (skill: string): string => foldText(skill).replace(/[\s.\-_]/g, '');

/** The words of a folded text, split on anything that is not a letter, a digit, + or #. */
export const wordsOf = (text: string): string[] =>
  foldText(text)
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((word) => word !== '');

const SENIORITY_WORDS: ReadonlyArray<readonly [SeniorityLevel, RegExp]> = [
  ['intern', /\b(intern|internship|trainee|apprentice|werkstudent)\b/],
  [
    'executive',
    /\b(chief|cto|ceo|cfo|coo|cio|cpo|ciso|vp|svp|evp|vice president|head|director|founder|co-founder|partner|president)\b/,
  ],
  ['principal', /\b(principal|distinguished|fellow|architect)\b/],
  ['lead', /\b(lead|staff|engineering manager)\b/],
  ['senior', /\b(senior|sr)\b/],
  ['junior', /\b(junior|jr|graduate|entry level|associate)\b/],
];

/**
 * The seniority a job title says, on the job form's scale; "mid" when it names none. The first
 * rule that matches wins, so "Senior Engineering Manager" is lead and "Head of Data" executive.
 * The search index derives the same level in SQL; both are tested on one list of titles.
 */
export const seniorityOfTitle = (title: string | null): SeniorityLevel | null => {
  if (!title || !title.trim()) return null;
  const folded = foldText(title).replace(/[^\p{L}\p{N}\s-]+/gu, ' ');
  for (const [level, pattern] of SENIORITY_WORDS) if (pattern.test(folded)) return level;
  return 'mid';
};

/** Words of a title that only say its level, left out when comparing what the job is. */
const LEVEL_WORDS = new Set([
  'intern',
  'trainee',
  'junior',
  'jr',
  'mid',
  'senior',
  'sr',
  'lead',
  'staff',
  'principal',
  'i',
  'ii',
  'iii',
  'iv',
]);

/** A title without its level words: "Senior Backend Engineer II" → ["backend", "engineer"]. */
export const roleWords = (title: string): string[] =>
  wordsOf(title).filter((word) => !LEVEL_WORDS.has(word));

/** Whether `words` holds `phrase` as consecutive words. */
export const containsPhrase = (words: readonly string[], phrase: readonly string[]): boolean => {
  if (phrase.length === 0 || phrase.length > words.length) return false;
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    if (phrase.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
};
