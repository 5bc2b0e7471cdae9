import { sectionKindOf } from './section-kind';
import { titleScore } from './job-title-words';
import { parseLocation } from './parse-location';
import type { ResumeLine } from './resume-line';
import { lineParts } from './extract-contact';

export type PersonName = { first: string | null; last: string | null; full: string };

const NAME_WORD =
  /^(?:\p{Lu}[\p{L}'’.-]*|\p{Lu}\.|van|von|der|den|de|da|das|do|dos|del|della|di|du|la|le|bin|ibn|al|el|ter|ten|y)$/u;
const INITIAL = /^\p{Lu}\.?$/u;
/** Initials alone, as a monogram in place of a photo: "NM", "J.D.". */
const MONOGRAM = /^(?:\p{Lu}\.?\s?){1,3}$/u;
/** The label of a form's name field: "Name", "Full name", "Name (in full)". */
const NAME_LABEL = /^(?:(?:full|your)\s+)?name(?:\s*\([^)]*\))?\s*[:：]?$/i;
const NOT_A_NAME = /\b(?:curriculum vitae|resum[eé]|r[eé]sum[eé]|cv|cover letter|page \d)\b/i;

const isNameLike = (text: string): boolean => {
  const words = text.split(/\s+/);
  if (words.length < 2 || words.length > 5 || text.length > 50) return false;
  if (!words.every((word) => NAME_WORD.test(word))) return false;
  if (!/^\p{Lu}/u.test(words[words.length - 1] ?? '')) return false;
  return !NOT_A_NAME.test(text) && sectionKindOf(text) === null && parseLocation(text) === null;
};

const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'da',
  'das',
  'do',
  'dos',
  'del',
  'della',
  'di',
  'du',
  'la',
  'le',
  'ter',
  'ten',
  'y',
]);

/**
 * "ANNE-MARIE O'NEILL" → "Anne-Marie O'Neill", "LARS VAN DER BERG" → "Lars van der Berg";
 * mixed-case names are kept as written. ("MCDONALD" becomes "Mcdonald": the case is lost.)
 */
const fixCase = (name: string): string => {
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .split(/\s+/)
    .map((word, index) =>
      index > 0 && PARTICLES.has(word)
        ? word
        : word.replace(
            /(^|['’-])(\p{L})/gu,
            (_whole, before: string, letter: string) => before + letter.toUpperCase(),
          ),
    )
    .join(' ');
};

/** First name = first word; last name = the rest without middle initials ("John F. Kennedy"). */
export const splitName = (full: string): PersonName => {
  const words = full.split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  const last = rest.filter((word, index) => index === rest.length - 1 || !INITIAL.test(word));
  return { first: first ?? null, last: last.length > 0 ? last.join(' ') : null, full };
};

/**
 * A name set large in a narrow column wraps ("Esther" / "Lindqvist"): the first two lines in the
 * largest size, one right under the other with one or two words each, joined.
 */
const wrappedName = (largestLines: readonly ResumeLine[]): ResumeLine[] => {
  const [top, bottom] = largestLines;
  if (!top || !bottom || top.page !== bottom.page) return [];
  const short = (line: ResumeLine) =>
    line.segments.length === 1 && line.text.split(/\s+/).length <= 2;
  if (!short(top) || !short(bottom) || bottom.y - top.y > top.fontSize * 1.6) return [];
  const text = `${top.text} ${bottom.text}`;
  return [{ ...top, text, segments: [text] }];
};

/**
 * The candidate's name among the first lines (and the largest text of the `document`): each separated part of a line is scored by font
 * size (the largest text on the page), boldness, position and shape (2–5 capitalised words, not
 * a heading, a location or a job title).
 */
export const findName = (
  lines: readonly ResumeLine[],
  document: readonly ResumeLine[] = lines,
): PersonName | null => {
  // The name is the largest text of the resume even when a sidebar comes first in the file; a
  // monogram of the initials in place of a photo ("NM") may be set larger still.
  const worded = document.filter((line) => !MONOGRAM.test(line.text));
  const largest = Math.max(0, ...worded.map((line) => line.fontSize));
  const head = lines.slice(0, 8);
  const largestLines = worded.filter((line) => line.fontSize >= largest - 0.01);
  // A name wrapped over two lines comes first: its first line alone ("Umar Van" over "den
  // Berg") may look like a whole name too.
  const candidates = [
    ...wrappedName(largestLines),
    ...head,
    ...largestLines.filter((line) => !head.includes(line)).slice(0, 2),
  ];
  const maxSize = Math.max(
    0,
    ...candidates.filter((line) => !MONOGRAM.test(line.text)).map((line) => line.fontSize),
  );
  let best: { text: string; score: number } | null = null;
  candidates.forEach((line, index) => {
    const parts = lineParts(line);
    parts.forEach((raw, order) => {
      const text = raw
        .replace(/^name\s*:\s*/i, '')
        .replace(/,\s*$/, '')
        .trim();
      const cased = fixCase(text);
      if (!isNameLike(cased)) return;
      // A form labels it: "Name │ Dario Levi", "Name: Dario Levi".
      const labelled = text !== raw || NAME_LABEL.test(parts[order - 1] ?? '');
      const score =
        (line.fontSize >= maxSize - 0.01 ? 4 : 0) +
        (line.bold ? 2 : 0) +
        Math.max(0, 3 - index) +
        (raw === line.text ? 1 : 0) +
        (labelled ? 3 : 0) -
        titleScore(text) * 4;
      if (!best || score > best.score) best = { text: cased, score };
    });
  });
  const found = best as { text: string; score: number } | null;
  return found && found.score > 0 ? splitName(found.text) : null;
};

const letters = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/**
 * The name written where no first lines hold it (a converted sidebar first, the name set apart on
 * two lines further down): the line, or two lines one after the other, whose words spell the
 * e-mail address's local part ("nikolai.kowalski@…" → "Nikolai" / "Kowalski").
 */
export const findNameByEmail = (
  lines: readonly ResumeLine[],
  email: string | null,
): PersonName | null => {
  const local = email?.split('@')[0] ?? '';
  const tokens = local.split(/[._-]+|\d+/).filter((token) => /[a-z]{2}/i.test(token));
  if (tokens.length < 2) return null;
  const wanted = letters(tokens.join(''));
  for (const [index, line] of lines.entries()) {
    const next = lines[index + 1];
    const texts = [line.text, ...(next ? [`${line.text} ${next.text}`] : [])];
    for (const text of texts) {
      const cased = fixCase(text.trim());
      if (isNameLike(cased) && letters(cased) === wanted) return splitName(cased);
    }
  }
  return null;
};
