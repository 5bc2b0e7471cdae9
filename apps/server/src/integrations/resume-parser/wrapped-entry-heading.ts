import type { ResumeLine } from './resume-line';

/** A line that stops short: a comma, "&", "@", "|", a dash, or "and", "at", "of", "for", "in". */
const STOPS_SHORT = /(?:[,&@|·–—-]|\b(?:and|at|of|for|in))\s*$/i;

/**
 * An entry heading too long for its column wraps ("DevOps Engineer at Cyberdyne Systems,
 * Amsterdam," over "Netherlands"): a line that stops short and the line right under it, at the
 * same left edge, in the same weight and size, each one piece, are one line. Only placed lines
 * (PDF) wrap; a DOCX paragraph is whole. `keep` lines (a labelled value) are left alone.
 */
export const joinWrappedHeadingLines = (
  lines: readonly ResumeLine[],
  keep: (line: ResumeLine) => boolean = () => false,
): ResumeLine[] => {
  const joined: ResumeLine[] = [];
  for (const line of lines) {
    const previous = joined[joined.length - 1];
    const wraps =
      previous !== undefined &&
      previous.width > 0 &&
      line.width > 0 &&
      !keep(previous) &&
      !keep(line) &&
      !previous.bullet &&
      !line.bullet &&
      previous.segments.length === 1 &&
      line.segments.length === 1 &&
      previous.page === line.page &&
      line.y > previous.y &&
      line.y - previous.y <= previous.fontSize * 1.8 &&
      Math.abs(line.x - previous.x) <= 2 &&
      line.bold === previous.bold &&
      Math.abs(line.fontSize - previous.fontSize) < 0.5 &&
      STOPS_SHORT.test(previous.text);
    if (wraps) {
      const text = `${previous.text} ${line.text}`;
      joined[joined.length - 1] = {
        ...previous,
        text,
        segments: [text],
        width: Math.max(previous.width, line.width),
      };
    } else joined.push(line);
  }
  return joined;
};
