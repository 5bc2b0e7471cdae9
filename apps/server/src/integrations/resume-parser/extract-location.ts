import { lineParts } from './extract-contact';
import { parseLocation, type ParsedLocation } from './parse-location';
import type { ResumeLine } from './resume-line';

const LABELLED = /^\s*(?:location|address|based in|lives in)\s*[:-]/i;

/**
 * The candidate's city and country from the contact lines: a labelled "Location:" part first,
 * otherwise the first part that reads as a place ("Lyon, France", "Austin, TX").
 */
export const findLocation = (lines: readonly ResumeLine[]): ParsedLocation | null => {
  let first: ParsedLocation | null = null;
  for (const line of lines) {
    for (const part of lineParts(line)) {
      const parsed = parseLocation(part);
      if (!parsed) continue;
      if (LABELLED.test(part)) return parsed;
      first ??= parsed;
    }
  }
  return first;
};
