/** One visual line of a resume, the common output of PDF and DOCX text extraction. */
export type ResumeLine = {
  /** The line's text, whitespace collapsed, without a leading bullet character. */
  text: string;
  /**
   * Pieces of the line separated by a wide horizontal gap (PDF) or a tab / table cell (DOCX),
   * e.g. ["Senior Engineer", "Jan 2020 – Present"] for a right-aligned date. One piece otherwise.
   */
  segments: string[];
  /** Most of the line's characters are set in a bold font (or the line is a DOCX heading). */
  bold: boolean;
  /** Font size in points (DOCX: derived from the heading level). */
  fontSize: number;
  /** 1-based page number (DOCX: always 1). */
  page: number;
  /** Distance of the baseline from the top of the page, in points (DOCX: line order × 14). */
  y: number;
  /** Left edge in points (DOCX: 0, or 18 per list level). */
  x: number;
  /** Width of the line in points (DOCX: 0, paragraphs do not wrap here). */
  width: number;
  /** The line starts a list item (a bullet character in a PDF, a list paragraph in a DOCX). */
  bullet: boolean;
};

/**
 * A bullet character; besides the usual ones, a shape, arrow, check mark or dingbat followed by a
 * space ("◆ Python", "➢ Led the team", "✓ SQL"), and a private-use glyph of a symbol font as Word
 * writes its bullets.
 */
const BULLET =
  /^\s*(?:[•·▪▫◦●○■□►▸‣⁃∙*]|[-–—](?=\s)|[\u25A0-\u25FF\u2794-\u27BF\u2713\u2714\u2756\u21D2\u2192\u00BB\uF000-\uF0FF](?=\s))\s*/u;

/** Splits a leading bullet character off a line's text. */
export const stripBullet = (text: string): { text: string; bullet: boolean } => {
  const match = BULLET.exec(text);
  return match ? { text: text.slice(match[0].length), bullet: true } : { text, bullet: false };
};

export const collapseWhitespace = (text: string): string => text.replace(/\s+/g, ' ').trim();
