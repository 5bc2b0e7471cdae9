import { isLocation } from './entry-parts';

/** A capital right after a lower-case letter: where two words may have been glued. */
const CASE_BOUNDARY = /(?<=\p{Ll})(?=\p{Lu})/gu;

/**
 * A converter that drops the space between the items of a flex row glues a company and the place
 * set right of it: "Vandelay IndustriesMadrid, Spain". Split at a lower-to-upper case boundary
 * when everything after it is a place; "GitHub", "McDonald" or "JavaScript" are left alone
 * because what follows the boundary is no place.
 */
export const splitGluedPlace = (segment: string): string[] => {
  for (const match of segment.matchAll(CASE_BOUNDARY)) {
    const before = segment.slice(0, match.index).trim();
    const after = segment.slice(match.index).trim();
    if (before.length >= 2 && /[,\s]/.test(after) && isLocation(after)) return [before, after];
  }
  return [segment];
};
