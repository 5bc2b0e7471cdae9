import { ensureArrayBufferTransfer } from './array-buffer-transfer-polyfill';
import type { PdfDocument } from './open-pdf';
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
/** A horizontal gap wider than this many font sizes separates two segments of one line. */
const SEGMENT_GAP = 2.2;
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

const toLine = (items: PlacedItem[], page: number): ResumeLine | null => {
  items.sort((a, b) => a.x - b.x);
  const segments: string[] = [];
  let current = '';
  let boldChars = 0;
  let chars = 0;
  const sizes = new Map<number, number>();
  let previous: PlacedItem | undefined;
  for (const item of items) {
    if (previous) {
      const gap = item.x - (previous.x + previous.width);
      const size = Math.max(previous.fontSize, item.fontSize);
      if (gap > SEGMENT_GAP * size) {
        segments.push(current);
        current = '';
      } else if (gap > 0.15 * size && !current.endsWith(' ') && !item.text.startsWith(' ')) {
        current += ' ';
      }
    }
    current += item.text;
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

const pageLines = async (pdf: PdfDocument, pageNumber: number): Promise<ResumeLine[]> => {
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
  items.sort((p, q) => p.y - q.y || p.x - q.x);
  const lines: ResumeLine[] = [];
  let group: PlacedItem[] = [];
  for (const item of items) {
    const anchor = group[0];
    if (
      anchor &&
      Math.abs(item.y - anchor.y) > SAME_LINE * Math.min(anchor.fontSize, item.fontSize)
    ) {
      const line = toLine(group, pageNumber);
      if (line) lines.push(line);
      group = [];
    }
    group.push(item);
  }
  const line = toLine(group, pageNumber);
  if (line) lines.push(line);
  return lines;
};

/** Text lines of every page, top to bottom, with font size, boldness and position. */
export const extractPdfLines = async (pdf: PdfDocument): Promise<ResumeLine[]> => {
  ensureArrayBufferTransfer();
  const lines: ResumeLine[] = [];
  for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
    lines.push(...(await pageLines(pdf, pageNumber)));
  }
  return lines;
};
