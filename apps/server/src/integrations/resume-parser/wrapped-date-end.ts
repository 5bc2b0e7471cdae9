import { parseResumeDate } from './parse-resume-date';
import type { ResumeLine } from './resume-line';

/** A first segment ending in a dash and a month whose year is missing: "Sep 2021 – Aug". */
const MONTH_AFTER_DASH = /(?:\s[-–—]\s*|\sto\s+)(\p{L}{3,9}\.?)$/u;
const BARE_YEAR = /^(?:19|20)\d{2}$/;

/**
 * A range set in a narrow column wraps its end's year onto the next line ("Sep 2021 – Aug" over
 * "2023", LaTeX moderncv): the year, the first segment of the next line, is put back after its
 * month, so that the line above reads as a whole range and the line below loses a stray year.
 */
export const joinWrappedDateEnds = (lines: readonly ResumeLine[]): ResumeLine[] => {
  const out = [...lines];
  for (let index = 0; index + 1 < out.length; index += 1) {
    const line = out[index] as ResumeLine;
    const next = out[index + 1] as ResumeLine;
    const [first, ...rest] = line.segments;
    const [year, ...after] = next.segments;
    const month = first === undefined ? null : MONTH_AFTER_DASH.exec(first);
    if (!first || !month || year === undefined || !BARE_YEAR.test(year)) continue;
    if (parseResumeDate(`${month[1] ?? ''} ${year}`) === null || next.page !== line.page) continue;
    const segments = [`${first} ${year}`, ...rest];
    out[index] = { ...line, segments, text: segments.join(' ') };
    if (after.length === 0) out.splice(index + 1, 1);
    else out[index + 1] = { ...next, segments: after, text: after.join(' ') };
  }
  return out;
};
