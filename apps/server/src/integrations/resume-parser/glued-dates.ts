import { findDateRange } from './parse-resume-date';

const MONTH = String.raw`(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+`;
/** Where a date range starts right after a letter: "Canada2023 – Present", "SwedenMay 2019 – …". */
const GLUED_RANGE = new RegExp(
  String.raw`(?<=\p{L})(?=(?:19|20)\d{2}\s*[–—-])|(?<=\p{Ll})(?=${MONTH}(?:19|20)\d{2}\s*[–—-])`,
  'u',
);

/**
 * A converter that drops the space between the items of a flex row glues a place and the dates
 * set right of it: "Toronto, Canada2023 – Present". Split there when what follows is a date range
 * to the end of the text; a year inside a word ("Web3", "COVID19 – response") is left alone
 * unless a whole range follows it.
 */
export const splitGluedDates = (segment: string): string[] => {
  const match = GLUED_RANGE.exec(segment);
  if (!match || match.index === 0) return [segment];
  const before = segment.slice(0, match.index).trim();
  const after = segment.slice(match.index).trim();
  const range = findDateRange(after);
  if (!range || range.single || range.index !== 0 || range.length < after.length - 1)
    return [segment];
  return [before, after];
};
