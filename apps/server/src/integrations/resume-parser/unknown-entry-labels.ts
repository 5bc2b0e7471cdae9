import { labelledValue } from './entry-labels';
import { hasDateRange } from './line-shapes';
import type { ResumeLine } from './resume-line';

/** "Tidsperiod: 2019-03 – nu", "Roll: QA Lead": one word as a label before a value. */
const WORD_LABEL = /^(\p{L}[\p{L}-]{1,23}):\s*(\S.*)$/u;

type Labelled = { label: string; value: string };

const wordLabel = (line: ResumeLine): Labelled | null => {
  if (line.bullet || labelledValue(line) !== null) return null;
  const found = WORD_LABEL.exec(line.segments[0] ?? '');
  return found ? { label: (found[1] ?? '').toLowerCase(), value: found[2] ?? '' } : null;
};

/**
 * The labels of a work history written as a form in a language without label tables ("Tidsperiod:
 * …", "Arbetsgivare: …", "Roll: …" in every entry): when a one-word label stands before each
 * entry's dates, it and every other one-word label repeated as often are cut off, and their
 * values are read as unlabelled lines (the title and the company by their words). A work history
 * without a labelled date keeps its lines as they are ("Stack: React, Go" stays).
 */
export const withoutUnknownLabels = (lines: readonly ResumeLine[]): readonly ResumeLine[] => {
  const found = lines.map(wordLabel);
  const counts = new Map<string, number>();
  for (const item of found) if (item) counts.set(item.label, (counts.get(item.label) ?? 0) + 1);
  const dateLabels = lines.flatMap((line, index) => {
    const item = found[index];
    const value = item ? { ...line, text: item.value, segments: [item.value] } : null;
    return item && value && hasDateRange(value) ? [item.label] : [];
  });
  if (dateLabels.length === 0) return lines;
  const times = Math.max(...dateLabels.map((label) => counts.get(label) ?? 0));
  return lines.map((line, index) => {
    const item = found[index];
    if (!item || (counts.get(item.label) ?? 0) < times) return line;
    return { ...line, text: item.value, segments: [item.value, ...line.segments.slice(1)] };
  });
};
