import { countryOfCity } from './known-cities';
import { isCityLike, parseLocation } from './parse-location';
import { findDateRange, type ResumeDateRange } from './parse-resume-date';
import type { ResumeLine } from './resume-line';

/**
 * Bars, bullets, spaced dashes, and icons standing between words ("Acme ⌂ Berlin", "✉ mail"): a
 * symbol or private-use glyph (icon fonts) after a space.
 */
const PART_SEPARATOR =
  /\s+[|•·●▪◦♦]\s+|\s*\|\s*|\s+[–—-]\s+|\s+[–—]|[–—]\s+|\s+(?![©®™])[\p{So}\p{Co}]\s*/u;
const OPEN_END = /^(?:present|current|now|today|ongoing)$/i;
const REMOTE = /^(?:remote|hybrid|on-?site|remote\s*\/\s*hybrid|fully remote)$/i;

const tidy = (text: string): string =>
  text
    // A slash too: what is left of "2022 /" once its dates are cut out.
    .replace(/^[\s,;:()[\]|•·–—/-]+|[\s,;:([\]|•·–—/-]+$/g, '')
    .replace(/\(\s*\)/g, '')
    // An icon opening a cell of its own ("⌂ Berlin" set apart from the company before it).
    .replace(/^(?![©®™])[\p{So}\p{Co}]\s*/u, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The pieces of an entry line (title, company, school, location…) with its dates cut out:
 * segments (wide gaps, tabs, table cells) split again at "|", "•", "·" and spaced dashes.
 */
export const entryParts = (
  line: ResumeLine,
): { parts: string[]; dates: ResumeDateRange | null } => {
  let dates: ResumeDateRange | null = null;
  const parts: string[] = [];
  for (const segment of line.segments) {
    let text = segment;
    const found: ResumeDateRange | null = dates ? null : findDateRange(segment);
    if (found) {
      dates = found;
      text = `${segment.slice(0, found.index)} | ${segment.slice(found.index + found.length)}`;
    }
    for (const piece of text.split(PART_SEPARATOR)) {
      // "(Remote)" or "(Berlin, Germany)" after a name is a location of its own.
      const bracket = /^(.*?)\s*\(([^()]+)\)\s*$/.exec(piece);
      const pieces =
        bracket && isLocation(bracket[2] ?? '') ? [bracket[1] ?? '', bracket[2] ?? ''] : [piece];
      // "Present" alone is the end of a date range wrapped onto this line ("2022 /" above it).
      for (const part of pieces.map(tidy)) if (part && !OPEN_END.test(part)) parts.push(part);
    }
  }
  return { parts, dates };
};

export const isLocation = (text: string): boolean =>
  REMOTE.test(text.trim()) || parseLocation(text) !== null;

/**
 * Splits a trailing location off a part: "Acme Corp, Berlin, Germany" → "Acme Corp" + "Berlin,
 * Germany". A part that is only a location comes back as location with an empty rest.
 */
export const takeLocation = (part: string): { rest: string; location: string | null } => {
  if (isLocation(part) || countryOfCity(part) !== null) {
    return { rest: '', location: part };
  }
  // A heading written as a sentence ends its place with a period (LaTeX moderncv's "Engineer,
  // Acme, Berlin, Germany."); "Acme, Inc." keeps its period, being no place.
  if (/\p{L}{2}\.$/u.test(part)) {
    const closed = takeLocation(part.slice(0, -1));
    if (closed.location) return closed;
  }
  const tokens = part.split(',').map((token) => token.trim());
  for (const size of [3, 2, 1]) {
    if (tokens.length <= size) continue;
    const suffix = tokens.slice(-size).join(', ');
    const rest = tokens.slice(0, -size).join(', ');
    if (!isLocation(suffix)) continue;
    // "Acme, Inc." keeps its comma; a lone country after a comma is a location only after a name.
    if (size === 1 && !isCityLike(tokens[tokens.length - 1] ?? '')) continue;
    return { rest, location: suffix };
  }
  // "Initech, Leeds": a large city named without its country.
  const city = tokens[tokens.length - 1] ?? '';
  if (tokens.length > 1 && countryOfCity(city) !== null)
    return { rest: tokens.slice(0, -1).join(', '), location: city };
  return { rest: part, location: null };
};

/**
 * A job title written in a sentence ("Currently working as QA Lead at Acme…", "Worked as a Data
 * Analyst…") without the words that lead it in.
 */
export const withoutJobLead = (part: string): string =>
  part.replace(
    /^(?:(?:currently|presently)\s+)?(?:work(?:ing|ed)|employed|serv(?:ing|ed))\s+as\s+(?:an?\s+)?(?=\p{L})/iu,
    '',
  );

/** Splits "Engineer at Acme" / "Engineer @ Acme" into its two sides. */
export const splitAt = (part: string): [string, string] | null => {
  const match = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(part);
  return match ? [tidy(match[1] ?? ''), tidy(match[2] ?? '')] : null;
};
