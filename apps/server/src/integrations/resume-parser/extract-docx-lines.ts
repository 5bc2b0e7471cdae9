import mammoth from 'mammoth';
import { sectionKindOf } from './section-kind';
import { splitGluedContact } from './glued-contact';
import { splitGluedDates } from './glued-dates';
import { splitGluedPlace } from './glued-place';
import { collapseWhitespace, stripBullet, type ResumeLine } from './resume-line';
import { writeStoredZip, type ZipPart } from './stored-zip';

/** Word's Title/Subtitle styles carry the name and headline; mammoth drops them by default. */
const STYLE_MAP = ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => h2:fresh"];
/** Images are not needed: an empty src keeps mammoth from base64-encoding photos into the HTML. */
const SKIP_IMAGES = mammoth.images.imgElement(() => Promise.resolve({ src: '' }));

const HEADING_SIZES: Record<string, number> = { h1: 20, h2: 16, h3: 14, h4: 12, h5: 12, h6: 12 };
const BODY_SIZE = 11;
const LINE_STEP = 14;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

type Run = { text: string; bold: boolean; emphasis: boolean };
type Block = { runs: Run[]; tag: string; listDepth: number; inListItem: boolean; links: string[] };

/**
 * A converter that drops the space between the items of a flex row glues them: "_Senior
 * Engineer_May 2022–Present", "**University of Munich**2017". Where the emphasis ends between a
 * lower-case letter and a capital or digit, or between a letter and a digit, a new phrase starts;
 * a capitalised or upper-case lead ("**ACME**Corp") and a lower-case rest ("**Git**hub") stay one word.
 */
const glued = (lead: string, rest: string): boolean =>
  (/\p{Ll}$/u.test(lead) && /^[\p{Lu}\p{N}]/u.test(rest)) ||
  (/\p{L}$/u.test(lead) && /^\p{N}/u.test(rest) && /\p{L}{2}\S*\s+\S/u.test(lead));

/**
 * A paragraph's text, with a tab where a leading bold or italic run ("**Acme Corp** Berlin,
 * Germany") meets plain text that starts a new phrase (a capital or a digit): in the document the
 * two were set apart by position (a flex row, a tab stop lost in conversion), not by words. Plain
 * text that continues the phrase (", Berlin", "— Acme", "at Acme") and a label ("Skills:") are
 * left as written; see `glued` for a lead and a phrase with no space between them.
 */
const withEmphasisBreak = (runs: readonly Run[]): string => {
  const firstPlain = runs.findIndex((run) => !run.emphasis && run.text.trim() !== '');
  const lead = runs
    .slice(0, Math.max(0, firstPlain))
    .map((run) => run.text)
    .join('');
  const rest = runs
    .slice(Math.max(0, firstPlain))
    .map((run) => run.text)
    .join('');
  const emphasised = runs.slice(0, Math.max(0, firstPlain)).some((run) => run.text.trim() !== '');
  const spaced = /[\p{L}\p{N})]\s*$/u.test(lead) && /^\s+[\p{Lu}\p{N}]/u.test(rest);
  if (!emphasised || !(spaced || glued(lead, rest))) return runs.map((run) => run.text).join('');
  return `${lead}\t${rest}`;
};

/** Turns mammoth's small HTML vocabulary (p, h1–h6, ul/ol/li, strong, table, br) into lines. */
export const htmlToLines = (html: string): ResumeLine[] => {
  const lines: ResumeLine[] = [];
  let block: Block | null = null;
  let strongDepth = 0;
  let emDepth = 0;
  let listDepth = 0;
  let listItemOpen = false;
  /** Lines collected per cell of the current table row, merged at </tr> when each cell has one. */
  let rowCells: ResumeLine[][] | null = null;
  let cellLines: ResumeLine[] | null = null;
  let tableDepth = 0;

  const emit = (line: ResumeLine) => (cellLines ?? lines).push(line);
  const flush = () => {
    if (!block) return;
    const written = block.runs.map((run) => run.text).join('');
    const runsText = withEmphasisBreak(block.runs);
    // A profile link hidden behind its label ("LinkedIn") is kept as a segment of its own.
    const hidden = block.links.filter(
      (href) => !written.includes(href.replace(/^https?:\/\//, '')),
    );
    const text = [runsText, ...hidden].join('\t');
    const segments = text
      .split(/\t+/)
      .map((segment) => collapseWhitespace(segment))
      .filter(Boolean)
      .flatMap(splitGluedDates)
      .flatMap(splitGluedContact)
      .flatMap(splitGluedPlace);
    const first = segments[0];
    if (first !== undefined) {
      const stripped = stripBullet(first);
      const parts = stripped.text ? [stripped.text, ...segments.slice(1)] : segments.slice(1);
      const chars = written.replace(/\s/g, '').length;
      const boldChars = block.runs
        .filter((run) => run.bold)
        .reduce((sum, run) => sum + run.text.replace(/\s/g, '').length, 0);
      const heading = HEADING_SIZES[block.tag];
      if (parts.length > 0) {
        emit({
          text: parts.join(' '),
          segments: parts,
          bold: heading !== undefined || (chars > 0 && boldChars / chars >= 0.6),
          fontSize: heading ?? BODY_SIZE,
          page: 1,
          y: 0,
          x: block.listDepth * 18,
          width: 0,
          bullet: block.inListItem || stripped.bullet,
        });
      }
    }
    block = null;
  };
  const open = (tag: string): Block => {
    flush();
    const opened: Block = { runs: [], tag, listDepth, inListItem: listItemOpen, links: [] };
    block = opened;
    listItemOpen = false;
    return opened;
  };

  for (const match of html.matchAll(/<(\/?)([a-z0-9]+)([^>]*?)(\/?)>|([^<]+)/gi)) {
    const [, closing, rawTag, attributes = '', selfClosing, text] = match;
    if (text !== undefined) {
      const target: Block = (block as Block | null) ?? open('p');
      target.runs.push({
        text: decodeEntities(text),
        bold: strongDepth > 0,
        emphasis: strongDepth > 0 || emDepth > 0,
      });
      continue;
    }
    const tag = (rawTag ?? '').toLowerCase();
    const isClosing = closing === '/';
    const href =
      tag === 'a' ? /href="([^"]*linkedin\.com[^"]*)"/i.exec(attributes)?.[1] : undefined;
    if (href) ((block as Block | null) ?? open('p')).links.push(decodeEntities(href));
    else if (tag === 'strong' || tag === 'b')
      strongDepth = Math.max(0, strongDepth + (isClosing ? -1 : 1));
    else if (tag === 'em' || tag === 'i') emDepth = Math.max(0, emDepth + (isClosing ? -1 : 1));
    else if (tag === 'br' || selfClosing === '/') {
      const current = block as Block | null;
      if (tag === 'br' && current) open(current.tag);
    } else if (tag === 'p' || /^h[1-6]$/.test(tag)) {
      if (isClosing) flush();
      else open(tag);
    } else if (tag === 'ul' || tag === 'ol') {
      flush();
      listDepth = Math.max(0, listDepth + (isClosing ? -1 : 1));
    } else if (tag === 'li') {
      flush();
      listItemOpen = !isClosing;
    } else if (tag === 'table') {
      flush();
      tableDepth = Math.max(0, tableDepth + (isClosing ? -1 : 1));
    } else if (tag === 'tr' && tableDepth === 1) {
      flush();
      if (!isClosing) rowCells = [];
      else if (rowCells) {
        const cells = rowCells.filter((cell) => cell.length > 0);
        // A label column holds the section headings: beside the section's first lines
        // ("Experience" by the first job), or alone in its row over them (a Europass CV).
        const labelled = cells.length > 1 || (rowCells.length > 1 && rowCells[0] === cells[0]);
        rowCells = null;
        const label = labelled && cells[0]?.length === 1 ? cells[0][0] : undefined;
        if (label && sectionKindOf(label.text.replace(/[:：]\s*$/, ''))) {
          lines.push({ ...label, bold: true }, ...cells.slice(1).flat());
        } else if (cells.length > 1 && cells.every((cell) => cell.length === 1)) {
          const merged = cells.map((cell) => cell[0] as ResumeLine);
          const first = merged[0] as ResumeLine;
          lines.push({
            ...first,
            text: merged.map((line) => line.text).join(' '),
            segments: merged.flatMap((line) => line.segments),
            bold: first.bold,
          });
        } else lines.push(...cells.flat());
      }
    } else if ((tag === 'td' || tag === 'th') && tableDepth === 1 && rowCells) {
      flush();
      if (!isClosing) {
        cellLines = [];
        rowCells.push(cellLines);
      } else cellLines = null;
    }
  }
  flush();
  return lines.map((line, index) => ({ ...line, y: index * LINE_STEP }));
};

/**
 * Lines of a DOCX through mammoth's HTML conversion, which keeps headings, bold and lists. Mammoth
 * gets the parts already inflated (and counted) by the inspection, stored uncompressed.
 */
export const extractDocxLines = async (parts: readonly ZipPart[]): Promise<ResumeLine[]> => {
  const result = await mammoth.convertToHtml(
    { buffer: writeStoredZip(parts) },
    { styleMap: STYLE_MAP, convertImage: SKIP_IMAGES, ignoreEmptyParagraphs: true },
  );
  return htmlToLines(result.value);
};
