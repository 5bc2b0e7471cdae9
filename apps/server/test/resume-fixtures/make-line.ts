import type { ResumeLine } from '../../src/integrations/resume-parser/resume-line';

/** A ResumeLine for unit tests: body text by default; "a\tb" makes two segments. */
export const makeLine = (text: string, overrides: Partial<ResumeLine> = {}): ResumeLine => {
  const segments = text.split('\t');
  return {
    text: segments.join(' '),
    segments,
    bold: false,
    fontSize: 10,
    page: 1,
    y: 0,
    x: 54,
    width: 0,
    bullet: false,
    ...overrides,
  };
};

export const boldLine = (text: string, overrides: Partial<ResumeLine> = {}) =>
  makeLine(text, { bold: true, ...overrides });
export const bulletLine = (text: string, overrides: Partial<ResumeLine> = {}) =>
  makeLine(text, { bullet: true, x: 64, ...overrides });
