import type { ResumeDateRange } from './parse-resume-date';

/**
 * The fallback for date ranges in a language the parser has no month or "present" words for.
 * It is asked only when the known words found no range in the text, so a range the known tables
 * read is never read differently; it reads:
 * - digits only ("03/2019", "2019-03", "03.2019", "2019") and a word of at most 10 letters right
 *   before a year, taken as a month of unknown number ("huhtikuu 2019", year precision);
 * - two such dates joined by a dash or by one short lower-case word ("03.2019 do 05.2021"), with a
 *   short lower-case word opening the text kept with them ("od 01.2018 do 11.2021");
 * - one such date, a dash, and then only one or two letter-only words up to the end of the text
 *   or to a separator before another part ("03/2019 – in corso", "mars 2019 – nu · Malmö",
 *   "2019 – Dosud"): nothing there could be an end date,
 *   and a range that ends the text with words alone is read as running ("present"), unless the
 *   last word is a known month (an end whose year wrapped onto the next line: "May 2014 — April");
 * - the same after a short lower-case word opening the range, the end word after another one
 *   ("od 03.2019 do teraz").
 */
const YEAR = String.raw`(?:19|20)\d{2}`;
const NUMERIC = String.raw`(?:(?:0?[1-9]|1[0-2])[/.-]${YEAR}|${YEAR}[/.-](?:0[1-9]|1[0-2])|${YEAR})`;
/** A word of 3 to 10 letters (capitalised or lower case) before a year: a month of any language. */
const DATE = String.raw`(?:(?:\p{L}\p{Ll}{2,9}\.?\s+)?${YEAR}(?![/.-]\d)|${NUMERIC})`;
const DASH = String.raw`[-–—−]+`;
const SHORT_WORD = String.raw`\p{Ll}{1,4}`;
/** Words that end a running range: lower case ("in corso", "nu"), or one capitalised ("Dosud"). */
const RUNNING = String.raw`(?:\p{Ll}{2,12}(?:\s+\p{Ll}{2,12})?|\p{Lu}\p{Ll}{1,11})`;
const EDGE_BEFORE = String.raw`(?<![\p{L}\d])`;
const EDGE_AFTER = String.raw`(?![\p{L}\d])`;

/** A short lower-case word opening the text before a range ("od 01.2018 do 11.2021"). */
const OPENER = String.raw`(?:^${SHORT_WORD}\s+)?`;
const CLOSED = new RegExp(
  `${OPENER}${EDGE_BEFORE}(${DATE})\\s*(?:${DASH}|\\s${SHORT_WORD}\\s)\\s*(${DATE})${EDGE_AFTER}`,
  'u',
);
/** The end of the text, or a separator before another part of the line ("nu · Toronto"). */
const END = String.raw`\s*[.)]?\s*(?:$|(?=[·•|]))`;
const RUNNING_AFTER_DASH = new RegExp(
  `${EDGE_BEFORE}(${DATE})\\s*${DASH}\\s*${RUNNING}${END}`,
  'u',
);
const OPENED_RUNNING = new RegExp(
  `${EDGE_BEFORE}${SHORT_WORD}\\s+(${NUMERIC})\\s+${SHORT_WORD}\\s+${RUNNING}${END}`,
  'u',
);

const pad = (month: number): string => String(month).padStart(2, '0');

/** "YYYY-MM" of a fallback date: its known reading, else its digits, else its year alone. */
const monthOf = (text: string, readKnown: (text: string) => string | null): string | null => {
  const known = readKnown(text);
  if (known) return known;
  const numeric = new RegExp(`${NUMERIC}$`, 'u').exec(text)?.[0] ?? '';
  const monthFirst = /^(\d{1,2})[/.-](\d{4})$/.exec(numeric);
  if (monthFirst) return `${monthFirst[2]}-${pad(Number(monthFirst[1]))}`;
  const yearFirst = /^(\d{4})[/.-](\d{1,2})$/.exec(numeric);
  if (yearFirst) return `${yearFirst[1]}-${pad(Number(yearFirst[2]))}`;
  return /^\d{4}$/.test(numeric) ? `${numeric}-01` : null;
};

/** The first range of `text` in the shapes above, or null. */
export const findUnknownLanguageRange = (
  text: string,
  readKnown: (text: string) => string | null,
): ResumeDateRange | null => {
  const closed = CLOSED.exec(text);
  if (closed?.[1] && closed[2]) {
    const start = monthOf(closed[1], readKnown);
    const end = monthOf(closed[2], readKnown);
    if (start && end && start <= end)
      return {
        start,
        end,
        isCurrent: false,
        single: false,
        index: closed.index,
        length: closed[0].length,
      };
  }
  const running = RUNNING_AFTER_DASH.exec(text) ?? OPENED_RUNNING.exec(text);
  const start = running?.[1] ? monthOf(running[1], readKnown) : null;
  if (!running || !start) return null;
  // A known month after the dash is an end whose year wrapped onto the next line ("May 2014 —
  // April" over "2018"), not a word for "present".
  const last = /\p{L}+(?=[\s.)]*$)/u.exec(running[0])?.[0] ?? '';
  if (readKnown(`${last} 2000`) !== null) return null;
  const length = running[0].replace(/\s+$/, '').length;
  return { start, end: null, isCurrent: true, single: false, index: running.index, length };
};

/** A lower-case word of 3 to 10 letters right before a year: "augusti 2020 – mars 2024". */
const MONTH_WORD_BEFORE = /(?:^|[^\p{L}])(\p{Ll}{3,10})\.?\s+$/u;

/**
 * Where a month word of a language without tables starts, right before the bare year that opens a
 * range the known words read ("augusti 2020 – mars 2024": "2020 – mars 2024"), or null. Lower case
 * only, so that a city or a company before the year ("Berlin 2019 – 2021") stays a part.
 */
export const unknownMonthBefore = (before: string): number | null => {
  const found = MONTH_WORD_BEFORE.exec(before);
  return found ? found.index + found[0].search(/\p{L}/u) : null;
};
