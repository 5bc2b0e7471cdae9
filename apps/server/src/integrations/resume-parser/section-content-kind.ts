import { isDegree, isSchool } from './extract-education';
import { findEmail, findPhone } from './extract-contact';
import { titleScore } from './job-title-words';
import { hasDateRange, hasEntryDates } from './line-shapes';
import type { ResumeLine } from './resume-line';
import type { SectionKind } from './section-kind';

/** Separators of a list of skills on one line ("Go, Rust | SQL · Docker", "Go / Rust"). */
const LIST_SEPARATORS = /\s*(?:[,;|•·●▪◦♦]|\s\/\s)\s*/;
const MAX_ITEM_WORDS = 4;

const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** The items of a line: its segments split at list separators, without a "Label:" lead. */
const itemsOf = (line: ResumeLine): string[] =>
  line.segments
    .join(', ')
    .replace(/^[^,:]{2,30}:\s*/, '')
    .split(LIST_SEPARATORS)
    .map((item) => item.replace(/[.\s]+$/, '').trim())
    .filter(Boolean);

/** A line that is only short items: "AWS", "Go, Rust, SQL.", "Statistics │ Python". */
const isItemList = (line: ResumeLine): boolean => {
  const items = itemsOf(line);
  return items.length > 0 && items.every((item) => words(item) <= MAX_ITEM_WORDS);
};

/**
 * What an unnamed section holds, read from the shape of its lines rather than its heading, for a
 * heading the parser has no name for ("Where I've Been", "Stuff I'm Good At"):
 * - contact: a few short lines, one of them an e-mail address or a phone number;
 * - education: schools or degrees, as many as job titles at least, with dates or without;
 * - experience: entries with dates led by job titles;
 * - skills: nothing but short items, one per line or several joined by separators, none of them
 *   an e-mail address or a phone number.
 * Null when the lines say nothing clear (achievements, interests, prose).
 */
export const sectionKindFromContent = (lines: readonly ResumeLine[]): SectionKind | null => {
  const filled = lines.filter((line) => line.text.trim() !== '');
  if (filled.length === 0) return null;
  const hasContact =
    filled.some((line) => findEmail(line.text) !== null) || findPhone(filled) !== null;
  if (hasContact && filled.length <= 6 && filled.every((line) => words(line.text) <= 8))
    return 'contact';
  const schooling = filled.filter((line) => isSchool(line.text) || isDegree(line.text)).length;
  const titled = filled.filter((line) => !line.bullet && titleScore(line.text) > 0).length;
  // Schools and degrees make the education, dated or not ("BS Statistics | University of X").
  if (schooling > 0 && schooling >= titled) return 'education';
  const dated = filled.filter((line) => hasDateRange(line) || hasEntryDates(line));
  if (dated.length > 0) return titled > 0 ? 'experience' : null;
  // Other people's names, e-mail addresses and phone numbers (referees) are no list of skills.
  if (filled.every(isItemList) && !hasContact) {
    const items = filled.flatMap(itemsOf);
    return items.length >= 3 ? 'skills' : null;
  }
  return null;
};
