import { takeLocation } from './entry-parts';
import { findDateRange } from './parse-resume-date';
import type { ResumeLine } from './resume-line';

const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/**
 * Running text rather than an entry heading: many words, or a sentence. A heading that closes
 * with a period after its place ("Engineer, Acme, Berlin, Germany.", as LaTeX moderncv writes
 * each job) is no sentence.
 */
export const isProse = (line: ResumeLine): boolean => {
  const words = wordCount(line.text);
  if (words > 12) return true;
  if (words <= 5 || !/[.!?;]$/.test(line.text)) return false;
  return !(/,[^,]+\.$/.test(line.text) && takeLocation(line.text).location !== null);
};

/** A non-bullet line with a date range ("2019 – 2021", "Jan 2020 – Present"). */
export const hasDateRange = (line: ResumeLine): boolean => {
  const dates = line.bullet ? null : findDateRange(line.text);
  return dates !== null && !dates.single;
};

/** A line carrying a date range, or a short line with one date ("Since 2020", "2018"). */
export const hasEntryDates = (line: ResumeLine): boolean => {
  if (line.bullet) return false;
  const dates = findDateRange(line.text);
  if (!dates) return false;
  if (!dates.single) return true;
  return (
    wordCount(line.text) - wordCount(line.text.slice(dates.index, dates.index + dates.length)) <= 6
  );
};

/** A short, non-bullet line that can be part of an entry's heading block. */
export const isHeadingLike = (line: ResumeLine): boolean => !line.bullet && !isProse(line);

/**
 * Joins description lines: a bullet starts an item, a line that continues a wrapped bullet or
 * paragraph is appended with a space. Items are separated by newlines.
 */
export const joinDescription = (lines: readonly ResumeLine[]): string => {
  const items: string[] = [];
  let previous: ResumeLine | undefined;
  for (const line of lines) {
    const continues =
      previous !== undefined &&
      !line.bullet &&
      items.length > 0 &&
      (previous.bullet
        ? line.x > previous.x - 1 || line.width === 0
        : !/[.!?:]$/.test(previous.text));
    if (continues) items[items.length - 1] += ` ${line.text}`;
    else items.push(line.text);
    previous = line.bullet || !continues ? line : previous;
  }
  return items.join('\n');
};

const COLUMN_LABEL =
  /^(?:period|dates?|from|to|duration|years?|when|position|designation|role|job title|title|employer|company|organi[sz]ation|location|place|city|where|responsibilities|description|duties|achievements)$/i;

/** A table's header row over the jobs ("Period | Position | Employer"): labels, not a job. */
export const isColumnHeaderRow = (line: ResumeLine): boolean =>
  line.segments.length >= 2 && line.segments.every((segment) => COLUMN_LABEL.test(segment.trim()));
