import { isLocation } from './entry-parts';
import { looksLikeHeading } from './section-kind';
import { findDateRange } from './parse-resume-date';
import type { ResumeLine } from './resume-line';

/** A text item's horizontal extent; what column detection needs of it. */
export type Extent = { x: number; width: number; text: string };

export type ColumnGap = { start: number; end: number };

/** A gutter narrower than this (points) is a word space or a tab stop, not a column break. */
const MIN_GAP = 9;
/** The gutter is looked for in the middle of the text block, not in its margins. */
const SEARCH_FROM = 0.15;
/** Items allowed to cross the gutter (a full-width header line or two), as a share of all items. */
const MAX_CROSSING_SHARE = 0.05;
const MAX_CROSSING_MIN = 3;
/**
 * The narrower side must hold at least this share of the wider side's characters: a column of
 * section labels or of dates beside the text ("EXPERIENCE", "2019 – 2021") is a gutter of the
 * same text block, not a column to read on its own.
 */
const MIN_SIDE_SHARE = 0.12;
const MIN_SIDE_ITEMS = 3;
/**
 * A narrow sidebar of short items (one skill per line beside a long work history) holds few
 * characters but many items of its own; a column of labels or of dates and places does not.
 */
const MIN_OWN_ITEMS = 6;

/** Text with a word in it, not a number alone ("95%", "2019", "4.5"). */
const hasWords = (item: Extent) => /\p{L}{2}/u.test(item.text);

const charsOf = (items: readonly Extent[]) =>
  items.reduce((sum, item) => sum + item.text.replace(/\s/g, '').length, 0);

const isHeading = (item: Extent) => looksLikeHeading(item.text) && !isLocation(item.text);

/** Items that are text of their own: not a section label, a date range or a place. */
const ownItems = (items: readonly Extent[]) =>
  items.filter(
    (item) =>
      /\p{L}{2}/u.test(item.text) &&
      !isHeading(item) &&
      findDateRange(item.text) === null &&
      !isLocation(item.text),
  ).length;

/** The widest run of x positions covered by at most `level` items, if at least MIN_GAP wide. */
const widestRun = (
  coverage: Uint16Array,
  from: number,
  to: number,
  level: number,
): ColumnGap | null => {
  let best: ColumnGap | null = null;
  let runStart = -1;
  for (let x = from; x <= to + 1; x += 1) {
    const open = x <= to && (coverage[x] ?? 0) <= level;
    if (open && runStart < 0) runStart = x;
    if (!open && runStart >= 0) {
      if (!best || x - runStart > best.end - best.start) best = { start: runStart, end: x };
      runStart = -1;
    }
  }
  return best && best.end - best.start >= MIN_GAP ? best : null;
};

/**
 * The vertical gutter between two columns of a page, or null for a single column: the widest
 * run of x positions in the middle of the text that (almost) no text item covers, with enough
 * text and a section heading on both sides of it. Two-column templates printed from HTML put the columns' lines at
 * the same heights, so without this the lines of both columns are read interleaved.
 */
export const findColumnGap = (items: readonly Extent[]): ColumnGap | null => {
  const placed = items.filter((item) => item.width > 0 && item.text.trim() !== '');
  // Numbers alone ("95%" beside a skill bar, "4.5") do not make or break a gutter; they are
  // given to a side afterwards (splitAtGap).
  const worded = placed.filter(hasWords);
  if (worded.length < 2 * MIN_SIDE_ITEMS) return null;
  const left = Math.min(...worded.map((item) => item.x));
  const right = Math.max(...worded.map((item) => item.x + item.width));
  const span = Math.floor(right - left);
  if (span < 100) return null;
  const coverage = new Uint16Array(span + 1);
  for (const item of worded) {
    const from = Math.max(0, Math.floor(item.x - left));
    const to = Math.min(span, Math.ceil(item.x + item.width - left));
    for (let x = from; x <= to; x += 1) coverage[x] = (coverage[x] ?? 0) + 1;
  }
  const from = Math.floor(span * SEARCH_FROM);
  const to = Math.ceil(span * (1 - SEARCH_FROM));
  let lowest = Infinity;
  for (let x = from; x <= to; x += 1) lowest = Math.min(lowest, coverage[x] ?? 0);
  const allowed = Math.max(MAX_CROSSING_MIN, worded.length * MAX_CROSSING_SHARE);
  // The least covered run first; when it is too narrow (a large name reaching into the gutter
  // beside a sidebar), the run that lets one more item cross, up to the allowance.
  let best: ColumnGap | null = null;
  for (let level = lowest; level <= allowed && !best; level += 1) {
    best = widestRun(coverage, from, to, level);
  }
  if (!best) return null;
  const gap = { start: left + best.start, end: left + best.end };
  const sides = splitAtGap(placed, gap);
  if (sides.left.length < MIN_SIDE_ITEMS || sides.right.length < MIN_SIDE_ITEMS) return null;
  const [small, large] = [sides.left, sides.right].sort((a, b) => charsOf(a) - charsOf(b));
  if (
    charsOf(small ?? []) < MIN_SIDE_SHARE * charsOf(large ?? []) &&
    ownItems(small ?? []) < MIN_OWN_ITEMS
  )
    return null;
  // A column of its own opens sections of its own; dates and places set right of the entries
  // ("San Francisco, CA" / "2019 – 2021") make a metadata column without any heading.
  return sides.left.some(isHeading) && sides.right.some(isHeading) ? gap : null;
};

/**
 * A number alone in or beside the gutter (a percentage at the end of a skill bar) belongs to the
 * side of the nearest worded item on its own line; without one, to the side of its centre.
 */
const sideOfNumber = <T extends Extent>(
  item: T,
  left: readonly T[],
  right: readonly T[],
  middle: number,
): 'left' | 'right' => {
  const y = (item as { y?: number }).y;
  // The same baseline exactly: a percentage is set on its skill's baseline, not on the other
  // column's, which only comes close.
  const onLine = (other: T) =>
    y !== undefined && Math.abs(((other as { y?: number }).y ?? Number.NaN) - y) < 0.5;
  const gapTo = (other: T) =>
    Math.max(other.x - (item.x + item.width), item.x - (other.x + other.width), 0);
  const nearest = (side: readonly T[]) => Math.min(Infinity, ...side.filter(onLine).map(gapTo));
  const [toLeft, toRight] = [nearest(left), nearest(right)];
  if (toLeft !== toRight) return toLeft < toRight ? 'left' : 'right';
  return item.x + item.width / 2 < middle ? 'left' : 'right';
};

/** Items left of the gutter, right of it, and those crossing it (full-width lines). */
export const splitAtGap = <T extends Extent>(
  items: readonly T[],
  gap: ColumnGap,
): { left: T[]; right: T[]; crossing: T[] } => {
  const left: T[] = [];
  const right: T[] = [];
  const crossing: T[] = [];
  const numbers: T[] = [];
  const middle = (gap.start + gap.end) / 2;
  for (const item of items) {
    if (item.x + item.width <= gap.start + 1 || (item.width === 0 && item.x < middle))
      left.push(item);
    else if (item.x >= gap.end - 1 || (item.width === 0 && item.x >= middle)) right.push(item);
    else if (!hasWords(item)) numbers.push(item);
    // A line of the left column that reaches into the gutter without crossing it (a long line
    // of a table cell beside a sidebar) is no full-width line: it would cut the page into bands.
    else if (item.x + item.width < gap.end - 1 && item.x < gap.start) left.push(item);
    else crossing.push(item);
  }
  for (const item of numbers) {
    (sideOfNumber(item, left, right, middle) === 'left' ? left : right).push(item);
  }
  return { left, right, crossing };
};

const largestFont = (lines: readonly ResumeLine[]) =>
  Math.max(0, ...lines.map((line) => line.fontSize));
const extentOf = (lines: readonly ResumeLine[]) =>
  lines.length === 0
    ? 0
    : Math.max(...lines.map((line) => line.x + line.width)) -
      Math.min(...lines.map((line) => line.x));

/**
 * Reading order of one band of two columns: the column holding the largest text (the name)
 * first, else the wider one. Lines of either column above the first section heading of both
 * (contact details beside the name) are read as the header, the first column's first; then the
 * rest of the first column, then the rest of the other.
 */
const orderColumns = (left: ResumeLine[], right: ResumeLine[]): ResumeLine[] => {
  const sizeDifference = largestFont(left) - largestFont(right);
  const leftFirst =
    Math.abs(sizeDifference) > 0.5 ? sizeDifference > 0 : extentOf(left) >= extentOf(right);
  const [first, second] = leftFirst ? [left, right] : [right, left];
  const firstHeading = (lines: readonly ResumeLine[]) =>
    lines.find((line) => looksLikeHeading(line.text) && !isLocation(line.text))?.y ?? Infinity;
  const split = Math.min(firstHeading(first), firstHeading(second));
  const above = (line: ResumeLine) => line.y < split - 0.5;
  return [
    ...first.filter(above),
    ...second.filter(above),
    ...first.filter((line) => !above(line)),
    ...second.filter((line) => !above(line)),
  ];
};

/**
 * One page's lines in reading order when the page has two columns: full-width lines (crossing
 * the gutter) cut the page into bands, read top to bottom; inside a band the two columns are
 * read one after the other.
 */
export const orderTwoColumnPage = (
  crossing: readonly ResumeLine[],
  left: readonly ResumeLine[],
  right: readonly ResumeLine[],
): ResumeLine[] => {
  const breaks = [...crossing].sort((a, b) => a.y - b.y);
  const ordered: ResumeLine[] = [];
  let top = -Infinity;
  for (const bound of [...breaks, null]) {
    const bottom = bound?.y ?? Infinity;
    const inBand = (line: ResumeLine) => line.y >= top && line.y < bottom;
    ordered.push(...orderColumns(left.filter(inBand), right.filter(inBand)));
    if (bound) ordered.push(bound);
    top = bottom;
  }
  return ordered;
};
