import { findUnknownLanguageRange, unknownMonthBefore } from './unknown-language-dates';

/** Dates found in a line of a resume, as "YYYY-MM" months ("-01" when only the year is given). */
export type ResumeDateRange = {
  start: string | null;
  /** null when the range is open ("Present") or only one date was written. */
  end: string | null;
  isCurrent: boolean;
  /** Only one date was written (e.g. a graduation year, or "Since 2020"). */
  single: boolean;
  /** Where the dates (with their separator) sit in the text, to cut them out. */
  index: number;
  length: number;
};

/**
 * Month names in English, French, Spanish, Dutch and Portuguese, written out or shortened
 * ("févr.", "ene.", "mrt.", "fev"). The Portuguese "set" and "out" are English words, so shortened
 * they are months only before a slash, as Brazilian CVs write them ("out/2020").
 */
const MONTHS = [
  'jan(?:uary|uari|eiro)?|janv(?:ier)?|ene(?:ro)?',
  'feb(?:ruary|rero|ruari)?|f[ée]vr?(?:ier)?|fev(?:ereiro)?',
  'mar(?:ch|s|zo|ço|co)?|maart|mrt',
  'apr(?:il)?|avr(?:il)?|abr(?:il)?',
  'may(?:o)?|mai(?:o)?|mei',
  'jun(?:e|io|i|ho)?|juin',
  'jul(?:y|io|i|ho)?|juil(?:let)?',
  'aug(?:ust|ustus)?|ao[uû]t|ago(?:sto)?',
  'sep(?:t(?:ember|embre|iembre)?)?|setiembre|set(?:embro|(?=/))',
  'oct(?:ober|obre|ubre)?|okt(?:ober)?|out(?:ubro|(?=/))',
  'nov(?:ember|embre|iembre|embro)?',
  'd[eé]c(?:ember|embre)?|dic(?:iembre)?|dez(?:embro)?',
];
const MONTH_PATTERNS = MONTHS.map(
  (month) => new RegExp(`^(?:${month.replace(/\(\?=\/\)/g, '')})$`, 'i'),
);
// German CVs end a running job "bis heute", "heute", "aktuell" or "dato"; French ones
// "aujourd'hui" or "à ce jour", Spanish ones "actualidad", "presente", "actual" or "hoy", Dutch
// ones "heden", Portuguese ones "atual", "atualmente", "o momento" or "hoje".
const PRESENT = String.raw`present|current(?:ly)?|now|today|ongoing|(?:to|till|until)\s+(?:date|now)|onwards?|heute|aktuell|dato|aujourd['’]hui|ce\s+jour|actualidad|presente|actual|hoy|heden|atual(?:mente)?|(?:o\s+)?momento|hoje`;
/** "to date", "till now" and "onwards" carry their own separator: "Mar 2019 to date", "2019 onwards". */
const SELF_SEPARATED_PRESENT = /^(?:to|till|until|onward)/i;
const MONTH_NAME = `(?:${MONTHS.join('|')})`;
const DAY = String.raw`(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?`;
const TOKEN = new RegExp(
  [
    // A whole date, day first as in Europe ("01/03/2019", "1.3.2019"), or month first as in
    // the US when the second number cannot be a month ("03/21/2019"); ISO ("2019-03-01").
    String.raw`\b(?<first>\d{1,2})[/.](?<second>\d{1,2})[/.](?<fullYear>(?:19|20)\d{2})\b`,
    String.raw`\b(?<isoDayYear>(?:19|20)\d{2})-(?<isoDayMonth>0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\b`,
    // A whole date with the month's name: "1 March 2019", "01 Mar. 2019", "March 1, 2019", "Mar 1st, 2019".
    String.raw`\b${DAY}\s+(?<dayFirstMonth>${MONTH_NAME})\.?,?\s+(?<dayFirstYear>(?:19|20)\d{2})\b`,
    String.raw`\b(?<dayLastMonth>${MONTH_NAME})\.?\s+${DAY},?\s+(?<dayLastYear>(?:19|20)\d{2})\b`,
    // "Mar 2019", "Sept. 2015", "March, 2017", the Spanish "marzo de 2019", the Portuguese
    // "jan/2019" and "março de 2019" (its "ç" is no word character for \b, so the month ends where no letter or digit follows),
    // and "Jun-2019" as Indian resumes write it.
    String.raw`\b(?<monthName>${MONTH_NAME})(?![\wà-ÿ])(?:[/-]|\.?,?\s*(?:de\s+)?)(?<monthYear>\d{4}|['’]\d{2})\b`,
    String.raw`\bQ(?<quarter>[1-4])[\s/-]?(?<quarterYear>(?:19|20)\d{2})\b`,
    String.raw`\b(?<numMonth>0?[1-9]|1[0-2])[/.-](?<numYear>(?:19|20)\d{2})\b`,
    String.raw`\b(?<isoYear>(?:19|20)\d{2})[/.-](?<isoMonth>0[1-9]|1[0-2])\b`,
    // Chinese, Japanese and Korean write the year and month with their units: "2019年3月", "2019년 3월".
    String.raw`\b(?<cjkYear>(?:19|20)\d{2})\s*[年년]\s*(?<cjkMonth>1[0-2]|0?[1-9])\s*[月월]?`,
    String.raw`\b(?<year>(?:19|20)\d{2})\b`,
    // Two-digit years ("Mar 19", "03/19") are dates only as the ends of a range: alone, "Mar 19"
    // is as likely a day.
    String.raw`\b(?<weakMonthName>${MONTH_NAME})\.?\s?(?<weakMonthYear>\d{2})\b(?![/.:,]?\d)`,
    String.raw`(?<![\d/.])\b(?<weakNumMonth>0[1-9]|1[0-2])\/(?<weakNumYear>\d{2})\b(?![/.]\d)`,
    String.raw`\b(?<present>${PRESENT})\b`,
    // "至今" (until now), "现在" / "現在" (now), "目前" (at present), "현재": no word boundary in these scripts.
    String.raw`(?<presentCjk>至今|现在|現在|目前|현재)`,
  ].join('|'),
  'gi',
);
/**
 * Between two dates: a dash, an arrow, a word, or a slash ("2019 / Present", "2019/2020"); the
 * French "à" ("de mars 2019 à aujourd'hui"), the Spanish "a" or "hasta", the Dutch "tot" or "t/m"
 * and the Portuguese "até" ("janeiro de 2019 até o momento").
 */
const SEPARATOR =
  /^\s*(?:[-–—−~]+|[→⟶]|->|\/|to|until|till|through|thru|bis|à|au|jusqu['’]à|a|al|hasta|tot|t\/m|até)\s*$/i;
/**
 * "Since 2020", "from 03/2019", the German "seit 03/2019" or "ab 2020", the French "depuis mars
 * 2019", the Spanish and Portuguese "desde 2019" and the Dutch "sinds 2019" or "vanaf 2019".
 */
const OPEN_START = /(?:^|[^\p{L}])(?:since|from|seit|ab|depuis|desde|sinds|vanaf)\s*$/iu;
/**
 * A word that opens a range is part of its dates: "from 2016 to 2019", "de janvier 2016 à …",
 * "desde 2016 hasta …". Lower case or capitalised only: "Berlin, DE 2019 – 2021" is a country.
 */
const RANGE_OPENER = /(?:^|[^\p{L}])(?:[Ff]rom|FROM|[Dd]e|[Dd]u|[Dd]esde|[Vv]on)\s*$/u;
/**
 * A duration written after a range, as LinkedIn and its look-alikes do: "· 4 yrs 3 mos",
 * "(2 years 1 month)", ", 11 mos". It belongs to the dates, not to the company or title beside them.
 */
const DURATION =
  /^\s*[·•|,(–—-]?\s*\(?\s*(?:\d+\s*(?:years?|yrs?)(?:\s*,?\s*\d+\s*(?:months?|mos?))?|\d+\s*(?:months?|mos?))\b(?:\s*\))?/i;

/** `weak`: a two-digit year, read only as an end of a range. */
type Token = {
  month: string | null;
  present: boolean;
  weak: boolean;
  index: number;
  length: number;
};

const pad = (month: number): string => String(month).padStart(2, '0');

const expandYear = (year: string): number => {
  const digits = year.replace(/['’]/g, '');
  if (digits.length === 4) return Number(digits);
  const short = Number(digits);
  const currentShort = new Date().getUTCFullYear() % 100;
  return short <= currentShort + 1 ? 2000 + short : 1900 + short;
};

const monthNumber = (name: string): number =>
  MONTH_PATTERNS.findIndex((pattern) => pattern.test(name.replace(/\.$/, ''))) + 1;

const monthOf = (year: string | number, month: number) => `${year}-${pad(month)}`;

const readMonth = (groups: Record<string, string | undefined>): string => {
  const { first, second, fullYear } = groups;
  if (first && second && fullYear) {
    const month = Number(second) > 12 ? Number(first) : Number(second);
    return monthOf(fullYear, month >= 1 && month <= 12 ? month : 1);
  }
  if (groups.isoDayYear && groups.isoDayMonth)
    return monthOf(groups.isoDayYear, Number(groups.isoDayMonth));
  const name =
    groups.dayFirstMonth ?? groups.dayLastMonth ?? groups.monthName ?? groups.weakMonthName;
  const nameYear =
    groups.dayFirstYear ?? groups.dayLastYear ?? groups.monthYear ?? groups.weakMonthYear;
  if (name && nameYear) return monthOf(expandYear(nameYear), monthNumber(name));
  if (groups.quarter && groups.quarterYear)
    return monthOf(groups.quarterYear, (Number(groups.quarter) - 1) * 3 + 1);
  if (groups.numMonth && groups.numYear) return monthOf(groups.numYear, Number(groups.numMonth));
  if (groups.weakNumMonth && groups.weakNumYear)
    return monthOf(expandYear(groups.weakNumYear), Number(groups.weakNumMonth));
  if (groups.isoYear && groups.isoMonth) return `${groups.isoYear}-${groups.isoMonth}`;
  if (groups.cjkYear && groups.cjkMonth) return monthOf(groups.cjkYear, Number(groups.cjkMonth));
  return `${groups.year ?? ''}-01`;
};

const readToken = (match: RegExpExecArray): Token => {
  const groups = match.groups ?? {};
  const at = { index: match.index, length: match[0].length };
  if (groups.present ?? groups.presentCjk)
    return { month: null, present: true, weak: false, ...at };
  const weak = Boolean(groups.weakMonthName ?? groups.weakNumMonth);
  return { month: readMonth(groups), present: false, weak, ...at };
};

const tokens = (text: string): Token[] =>
  [...text.matchAll(TOKEN)].map((match) => readToken(match));

/** One date ("Jan 2020", "March 2017", "03/2018", "2019-04", "2019") as "YYYY-MM", or null. */
export const parseResumeDate = (text: string): string | null => {
  const [token] = tokens(text.trim());
  return token && !token.present && !token.weak && token.length === text.trim().length
    ? token.month
    : null;
};

const MONTH_BEFORE = new RegExp(String.raw`\b(${MONTHS.join('|')})\.?\s*(?:[-–—]|to)\s*$`, 'i');

/** "May – Aug 2019": a range of months within one year, the year written once at the end. */
const monthsOfOneYear = (text: string, to: Token): ResumeDateRange | null => {
  const before = MONTH_BEFORE.exec(text.slice(0, to.index));
  if (!before?.[1] || !to.month) return null;
  const year = to.month.slice(0, 4);
  const start = `${year}-${pad(monthNumber(before[1]))}`;
  if (start > to.month) return null;
  return {
    start,
    end: to.month,
    isCurrent: false,
    single: false,
    index: before.index,
    length: to.index + to.length - before.index,
  };
};

/**
 * The first date range in a line: "Jan 2020 – Present", "2019 - 2021", "03/2018 – 06/2020",
 * "March 2017 to Current", "Sept. 2015 — Feb. 2017". Without a range, the first single date.
 */
export const findDateRange = (text: string): ResumeDateRange | null => {
  const found = tokens(text);
  for (let i = 0; i + 1 < found.length; i += 1) {
    const from = found[i] as Token;
    const to = found[i + 1] as Token;
    if (from.present) continue;
    const between = text.slice(from.index + from.length, to.index);
    const selfSeparated =
      to.present && /^\s+$/.test(between) && SELF_SEPARATED_PRESENT.test(text.slice(to.index));
    if (!SEPARATOR.test(between) && !selfSeparated) continue;
    const end = to.index + to.length;
    const duration = DURATION.exec(text.slice(end))?.[0].length ?? 0;
    const opener = RANGE_OPENER.exec(text.slice(0, from.index));
    // A bare year may follow a month word of a language without tables ("augusti 2020 – …").
    const bareYear = /^\d{4}$/.test(text.slice(from.index, from.index + from.length));
    const month = !opener && bareYear ? unknownMonthBefore(text.slice(0, from.index)) : null;
    const index = opener ? opener.index + opener[0].search(/\p{L}/u) : (month ?? from.index);
    return {
      start: from.month,
      end: to.present ? null : to.month,
      isCurrent: to.present,
      single: false,
      index,
      length: end + duration - index,
    };
  }
  // No range in the known words: one in a language without tables, if any ("03/2019 – in corso").
  const unknown = findUnknownLanguageRange(text, parseResumeDate);
  if (unknown) return unknown;
  const only = found.find((token) => !token.present && !token.weak);
  if (!only) return null;
  const within = monthsOfOneYear(text, only);
  if (within) return within;
  const before = text.slice(0, only.index);
  const opener = OPEN_START.exec(before);
  const index = opener ? opener.index + opener[0].search(/\p{L}/u) : only.index;
  return {
    start: only.month,
    end: null,
    isCurrent: opener !== null,
    single: opener === null,
    index,
    length: only.index + only.length - index,
  };
};
