import { ensureArrayBufferTransfer } from './array-buffer-transfer-polyfill';
import type { PdfDocument } from './open-pdf';
import { MAX_PDF_TEXT_CHARS } from './resume-limits';
import { findColumnGap, orderTwoColumnPage, splitAtGap } from './pdf-reading-order';
import { joinSpacedLetters } from './letter-spacing';
import { collapseWhitespace, stripBullet, type ResumeLine } from './resume-line';

type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;
type PdfTextItem = { str: string; transform: number[]; width: number; fontName: string };

type PlacedItem = {
  text: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
  bold: boolean;
};

const BOLD_FONT_NAME = /bold|black|heavy|semibold|demibold|extrabold|ultrabold|w[6-9]$/i;
/**
 * A horizontal gap wider than this many font sizes separates two segments of one line. A word
 * space is about 0.3; the padding between a label column and its values, or between skill chips
 * side by side, is 1.5 and more.
 */
const SEGMENT_GAP = 1.2;
/**
 * A gap wider than this many font sizes (two word spaces) separates cells of a row when the
 * line has at least CELL_ROW_MIN_GAPS of them: skills set in table cells or a grid close together.
 * A word space of a monospaced font is 0.6 font sizes wide, so the bound is above it.
 */
const CELL_GAP = 0.7;
const CELL_ROW_MIN_GAPS = 2;
/** Items whose baselines differ by less than this share a line. */
const SAME_LINE = 0.45;

const isTextItem = (item: object): item is PdfTextItem => 'str' in item && 'transform' in item;

/** Whether a pdf.js font (loaded by getOperatorList) is bold, from its flags or its name. */
const fontIsBold = (page: PdfPage, fontName: string, cache: Map<string, boolean>): boolean => {
  const cached = cache.get(fontName);
  if (cached !== undefined) return cached;
  let bold = false;
  try {
    if (page.commonObjs.has(fontName)) {
      const font = page.commonObjs.get(fontName) as {
        name?: string;
        bold?: boolean;
        black?: boolean;
      };
      bold = Boolean(font.bold || font.black || BOLD_FONT_NAME.test(font.name ?? ''));
    }
  } catch {
    bold = false;
  }
  cache.set(fontName, bold);
  return bold;
};

const gapAfter = (items: readonly PlacedItem[], index: number): number => {
  const previous = items[index - 1];
  const item = items[index];
  if (!previous || !item) return 0;
  return (item.x - (previous.x + previous.width)) / Math.max(previous.fontSize, item.fontSize);
};

/** A gap at a change of weight wider than this many font sizes (a word space is about 0.3). */
const WEIGHT_STEP_GAP = 0.5;

/**
 * Small capitals as Chromium draws them: each word's capital at the full size, its other letters
 * as smaller capitals ("S" + "ENIOR"). A size step between them is no new phrase.
 */
const isSmallCapsStep = (previous: PlacedItem, item: PlacedItem): boolean => {
  const [small, large] = previous.fontSize < item.fontSize ? [previous, item] : [item, previous];
  return /^\p{Lu}$/u.test(large.text.trim()) && /^[\p{Lu}\d\s.,&'’-]+$/u.test(small.text);
};

/** How many lines must start at an x for it to be a column's left edge. */
const COLUMN_EDGE_LINES = 3;

/**
 * Where at least COLUMN_EDGE_LINES lines of the group start (rounded to the point): the left
 * edges of the text columns, such as the column beside a narrow one of dates or labels.
 */
const columnEdges = (groups: readonly PlacedItem[][]): Set<number> => {
  const counts = new Map<number, number>();
  for (const group of groups) {
    const left = Math.round(Math.min(...group.map((item) => item.x)));
    counts.set(left, (counts.get(left) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, count]) => count >= COLUMN_EDGE_LINES).map(([x]) => x));
};

const atEdge = (edges: ReadonlySet<number>, x: number): boolean =>
  edges.has(Math.round(x)) || edges.has(Math.round(x) - 1) || edges.has(Math.round(x) + 1);

const toLine = (
  items: PlacedItem[],
  page: number,
  edges: ReadonlySet<number> = new Set(),
): ResumeLine | null => {
  items.sort((a, b) => a.x - b.x);
  const cellGaps = items.filter((_, index) => gapAfter(items, index) > CELL_GAP).length;
  const cutAt = cellGaps >= CELL_ROW_MIN_GAPS ? CELL_GAP : SEGMENT_GAP;
  const segments: string[] = [];
  let current = '';
  let boldChars = 0;
  let chars = 0;
  const sizes = new Map<number, number>();
  let previous: PlacedItem | undefined;
  for (const [index, item] of items.entries()) {
    if (previous) {
      const gap = item.x - (previous.x + previous.width);
      const size = Math.max(previous.fontSize, item.fontSize);
      // Text half the size or less beside larger text (a photo box's caption by the name) is
      // another phrase, however close it stands.
      const sizeJump =
        Math.max(previous.fontSize, item.fontSize) >=
          1.5 * Math.min(previous.fontSize, item.fontSize) && !isSmallCapsStep(previous, item);
      // A bold label and its plain value set apart by more than a word space ("**Core**
      // GraphQL, Go" in a skills table) are two cells.
      const weightStep = previous.bold !== item.bold && gap > WEIGHT_STEP_GAP * size;
      // Dates or a label in a narrow column right-aligned against the text column ("2019–2021"
      // │ "Engineer, Acme", LaTeX moderncv): a gap of two word spaces before a column's left edge.
      const columnStart = gapAfter(items, index) > CELL_GAP && atEdge(edges, item.x);
      if (
        gapAfter(items, index) > cutAt ||
        (sizeJump && gap > 0.15 * size) ||
        columnStart ||
        weightStep
      ) {
        segments.push(current);
        current = '';
      } else if (gap > 0.15 * size && !current.endsWith(' ') && !item.text.startsWith(' ')) {
        current += ' ';
      }
    }
    current += joinSpacedLetters(item.text);
    const length = item.text.replace(/\s/g, '').length;
    chars += length;
    if (item.bold) boldChars += length;
    const size = Math.round(item.fontSize * 10) / 10;
    sizes.set(size, (sizes.get(size) ?? 0) + length);
    previous = item;
  }
  segments.push(current);
  const cleaned = segments.map(collapseWhitespace).filter((segment) => segment !== '');
  // A bullet drawn as its own glyph, far from the text, becomes a segment of its own.
  if (cleaned.length > 1 && stripBullet(cleaned[0] ?? '').text === '') cleaned[0] = '•';
  const first = cleaned[0];
  if (first === undefined || chars === 0) return null;
  const { text: firstText, bullet } = stripBullet(first);
  const rest = cleaned.slice(1);
  const parts = firstText === '' ? rest : [firstText, ...rest];
  if (parts.length === 0) return null;
  const fontSize = [...sizes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
  const left = items[0]?.x ?? 0;
  const last = items[items.length - 1];
  return {
    text: parts.join(' '),
    segments: parts,
    bold: boldChars / chars >= 0.6,
    fontSize,
    page,
    y: items[0]?.y ?? 0,
    x: left,
    width: last ? last.x + last.width - left : 0,
    bullet,
  };
};

/** How many lines at the top and at the bottom of a page may be a running header or footer. */
const RUNNING_LINES = 3;
/** Page numbers differ from page to page: "Page 2 of 3" and "Page 3 of 3" are the same footer. */
const runningKey = (line: ResumeLine): string => line.text.replace(/\d+/g, '#').toLowerCase();

/** Characters still to be read from the document: text past MAX_PDF_TEXT_CHARS is dropped. */
type TextBudget = { left: number };

const pageLines = async (
  pdf: PdfDocument,
  pageNumber: number,
  budget: TextBudget,
): Promise<ResumeLine[]> => {
  const page = await pdf.getPage(pageNumber);
  // Loads the page's fonts into commonObjs, which is where their real names (…-Bold) are.
  // Without it (a drawing it cannot build) the text is still read, only without boldness.
  await page.getOperatorList().catch(() => undefined);
  const content = await page.getTextContent();
  const pageTop = page.view[3] ?? 792;
  const boldCache = new Map<string, boolean>();
  const items: PlacedItem[] = [];
  for (const raw of content.items) {
    if (!isTextItem(raw) || raw.str.trim() === '') continue;
    budget.left -= raw.str.length;
    if (budget.left < 0) break;
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = raw.transform as number[];
    if (Math.abs(b) > Math.abs(a) * 0.2) continue; // rotated text: watermarks, side labels
    items.push({
      text: raw.str,
      x: e,
      y: pageTop - f,
      width: raw.width,
      fontSize: Math.hypot(c, d) || Math.hypot(a, b),
      bold: fontIsBold(page, raw.fontName, boldCache),
    });
  }
  page.cleanup();
  const gap = findColumnGap(items);
  if (!gap) return groupLines(items, pageNumber);
  const { left, right, crossing } = splitAtGap(items, gap);
  return orderTwoColumnPage(
    groupLines(crossing, pageNumber),
    groupLines(left, pageNumber),
    groupLines(right, pageNumber),
  );
};

/** Items into lines: those whose baselines are close share a line, top to bottom. */
const groupLines = (items: PlacedItem[], pageNumber: number): ResumeLine[] => {
  items.sort((p, q) => p.y - q.y || p.x - q.x);
  const groups: PlacedItem[][] = [];
  let group: PlacedItem[] = [];
  for (const item of items) {
    const anchor = group[0];
    if (
      anchor &&
      Math.abs(item.y - anchor.y) > SAME_LINE * Math.min(anchor.fontSize, item.fontSize)
    ) {
      groups.push(group);
      group = [];
    }
    group.push(item);
  }
  if (group.length > 0) groups.push(group);
  const edges = columnEdges(groups);
  return groups.flatMap((items) => toLine(items, pageNumber, edges) ?? []);
};

/**
 * Text lines of every page, top to bottom, with font size, boldness and position; at most
 * MAX_PDF_TEXT_CHARS characters in all (a resume has a few thousand).
 */
export const extractPdfLines = async (pdf: PdfDocument): Promise<ResumeLine[]> => {
  ensureArrayBufferTransfer();
  const lines: ResumeLine[] = [];
  const budget: TextBudget = { left: MAX_PDF_TEXT_CHARS };
  const seenAtEdges = new Set<string>();
  for (let pageNumber = 1; pageNumber <= pdf.numPages && budget.left > 0; pageNumber += 1) {
    const page = await pageLines(pdf, pageNumber, budget);
    const keys = page.map(runningKey);
    const edges = new Set(
      [...page.slice(0, RUNNING_LINES), ...page.slice(-RUNNING_LINES)].filter(
        (line) => keys.filter((key) => key === runningKey(line)).length === 1,
      ),
    );
    // A running header or footer (once at the top or bottom of each page) repeated from an earlier
    // page would land in the middle of a section (a job's heading on page 2); only its first
    // appearance is kept.
    lines.push(...page.filter((line) => !(edges.has(line) && seenAtEdges.has(runningKey(line)))));
    for (const line of edges) seenAtEdges.add(runningKey(line));
  }
  return lines;
};
