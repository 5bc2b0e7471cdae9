import { findDateRange } from './parse-resume-date';
import type { ResumeLine } from './resume-line';

const isRange = (text: string): boolean => {
  const found = findDateRange(text);
  return found !== null && !found.single && found.length >= text.trim().length - 2;
};

const halfOf = (line: ResumeLine, text: string): ResumeLine => ({
  ...line,
  text,
  segments: [text],
});

/**
 * Entries set side by side, two to a row (a designed template's cards in a grid): a line whose two
 * segments are both date ranges ("Nov 2022 — Now" │ "Dec 2020 — Sep 2022") opens two entries on
 * one baseline. Its lines up to the next line with a date range are read as two columns, the left
 * entry first: a line of two segments gives one to each, a line of one segment goes to the left
 * (it cannot be placed, and the left card is read first).
 */
export const sideBySideEntries = (lines: readonly ResumeLine[]): ResumeLine[] => {
  const out: ResumeLine[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as ResumeLine;
    const [leftDates, rightDates, ...more] = line.segments;
    if (
      !leftDates ||
      !rightDates ||
      more.length > 0 ||
      !isRange(leftDates) ||
      !isRange(rightDates)
    ) {
      out.push(line);
      continue;
    }
    const left = [halfOf(line, leftDates)];
    const right = [halfOf(line, rightDates)];
    let next = index + 1;
    for (; next < lines.length; next += 1) {
      const row = lines[next] as ResumeLine;
      if (row.page !== line.page || row.segments.some((segment) => findDateRange(segment) !== null))
        break;
      const [first, second, ...rest] = row.segments;
      if (first && second && rest.length === 0) {
        left.push(halfOf(row, first));
        right.push(halfOf(row, second));
      } else left.push(row);
    }
    out.push(...left, ...right);
    index = next - 1;
  }
  return out;
};
