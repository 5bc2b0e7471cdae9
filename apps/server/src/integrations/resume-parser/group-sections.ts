import { titleScore } from './job-title-words';
import { findDateRange } from './parse-resume-date';
import { hasDateRange, isProse } from './line-shapes';
import { sectionKindFromContent } from './section-content-kind';
import { isSectionName, sectionKindOf, type SectionKind } from './section-kind';
import type { ResumeLine } from './resume-line';

export type ResumeSection = { kind: SectionKind; heading: string; lines: ResumeLine[] };

/** Lines before the first heading (name, contact details) and the sections that follow. */
export type GroupedResume = { header: ResumeLine[]; sections: ResumeSection[] };

const isUppercase = (text: string): boolean => {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 3 && letters === letters.toUpperCase();
};

/** Heading-like style: shape features every heading of one resume shares. */
type HeadingStyle = { bold: boolean; uppercase: boolean; fontSize: number };

const styleOf = (line: ResumeLine): HeadingStyle => ({
  bold: line.bold,
  uppercase: isUppercase(line.text),
  fontSize: Math.round(line.fontSize),
});

const sameStyle = (a: HeadingStyle, b: HeadingStyle): boolean =>
  a.bold === b.bold && a.uppercase === b.uppercase && a.fontSize === b.fontSize;

/** A heading that stops short: "EDUCATION &", "Personal skills and". */
const OPEN_ENDED = /(?:&|\band|\bof|,)\s*$/i;

const headingText = (line: ResumeLine): string => line.text.replace(/[:：]\s*$/, '');

/**
 * A line naming a known section ("Work History") that stands out as a heading: bold, upper-case,
 * larger than the body text or ending with a colon, alone on its line and not a bullet. In a
 * resume whose headings are `plain` (none stands out: a form filled in, a plain-text file), the
 * section name alone on its line is enough.
 */
const namedHeadingKind = (
  line: ResumeLine,
  bodySize: number,
  plain = false,
): SectionKind | null => {
  if (line.bullet || line.segments.length > 1) return null;
  const kind = sectionKindOf(headingText(line));
  if (!kind) return null;
  const stands =
    plain ||
    line.bold ||
    isUppercase(line.text) ||
    line.fontSize > bodySize + 0.5 ||
    line.text.trimEnd().endsWith(':');
  return stands ? kind : null;
};

/**
 * A heading either names a known section, or is a short bold or upper-case line (≤ 4 words, no
 * digits or punctuation) styled exactly like the resume's named headings — e.g. "VOLUNTEERING"
 * next to "EXPERIENCE" — which becomes an 'other' section.
 */
const headingKind = (
  line: ResumeLine,
  styles: readonly HeadingStyle[],
  bodySize: number,
  plain: boolean,
): SectionKind | null => {
  const named = namedHeadingKind(line, bodySize, plain);
  if (named) return named;
  const text = headingText(line);
  if (line.bullet || line.segments.length > 1) return null;
  if (text.split(/\s+/).length > 4 || /[\d@.,|•]/.test(text)) return null;
  const style = styleOf(line);
  if (!(style.bold || style.uppercase)) return null;
  return styles.some((known) => sameStyle(known, style)) ? 'other' : null;
};

/**
 * In a resume whose headings are set like the body, a heading the parser has no name for shows
 * only by what follows it: a short phrase alone on its line over running text ("Personal
 * Requests" over a sentence) cannot be an item of a skills list, so it starts another section.
 */
const headsProse = (line: ResumeLine, following: readonly ResumeLine[]): boolean => {
  const next = following[0];
  const words = line.text.split(/\s+/);
  return (
    next !== undefined &&
    isProse(next) &&
    !line.bullet &&
    line.segments.length === 1 &&
    words.length <= 4 &&
    words.every((word) => /^\p{Lu}/u.test(word) || /^(?:and|of|&)$/.test(word)) &&
    !/[\d@.,:;|•]/.test(line.text)
  );
};

/** The most common font size among the lines, weighted by length: the body text size. */
export const bodyFontSize = (lines: readonly ResumeLine[]): number => {
  const weights = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.fontSize * 2) / 2;
    weights.set(size, (weights.get(size) ?? 0) + line.text.length);
  }
  return [...weights.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
};

/** "Skills: TypeScript, React" → a heading line and a content line; null when not of that shape. */
const splitInlineHeading = (line: ResumeLine): [ResumeLine, ResumeLine] | null => {
  const match = /^([^:]{3,40}):\s*(.+)$/.exec(line.text);
  if (!match || line.bullet) return null;
  const [, label = '', rest = ''] = match;
  const kind = sectionKindOf(label);
  if (!kind || kind === 'contact') return null;
  return [
    { ...line, text: label, segments: [label], bold: true },
    { ...line, text: rest, segments: [rest, ...line.segments.slice(1)], bold: false },
  ];
};

/**
 * "EXPERIENCE │ Senior Engineer": a section label in a column of labels beside the content (a
 * table-based template) shares its line with the section's first line. Split when the first
 * segment names a section and the rest carries no dates (a job line "Research │ 2019 – 2021").
 */
const splitLabelColumn = (line: ResumeLine): [ResumeLine, ResumeLine] | null => {
  const [label = '', ...rest] = line.segments;
  if (rest.length === 0 || line.bullet || !sectionKindOf(headingText({ ...line, text: label })))
    return null;
  const restText = rest.join(' ');
  const restLine = { ...line, text: restText, segments: rest };
  if (hasDateRange(restLine)) return null;
  return [{ ...line, text: label, segments: [label], bold: true }, restLine];
};

/**
 * Whether `next` (one phrase) stands under the label that starts `line`, within its estimated width
 * and right below: a right-aligned or centred label column wraps its words there.
 */
const underLabel = (line: ResumeLine, label: string, next: ResumeLine): boolean => {
  if (line.width <= 0 || next.width <= 0) return false;
  const labelRight = line.x + (line.width * label.length) / Math.max(1, line.text.length);
  return (
    next.x >= line.x - 1 &&
    next.x + next.width <= labelRight + line.fontSize &&
    next.y > line.y &&
    next.y - line.y <= line.fontSize * 1.8
  );
};

/**
 * A label too long for its column wraps ("EMPLOYMENT" / "HISTORY" beside the first two lines of
 * the jobs): the first segments of two lines at the same left edge that together name a section
 * (the same one as the first alone, if it names one) are joined into the first line's label. The
 * second may also stand anywhere under the label when the column is right-aligned or centred.
 */
const joinWrappedLabels = (lines: readonly ResumeLine[]): ResumeLine[] => {
  const joined = [...lines];
  for (let index = 0; index + 1 < joined.length; index += 1) {
    const line = joined[index] as ResumeLine;
    const next = joined[index + 1] as ResumeLine;
    const [top = '', ...topRest] = line.segments;
    const [bottom = '', ...bottomRest] = next.segments;
    if (topRest.length === 0 || line.page !== next.page) continue;
    if (Math.abs(line.x - next.x) > 1 && !(bottomRest.length === 0 && underLabel(line, top, next)))
      continue;
    const label = `${top} ${bottom}`;
    const kind = sectionKindOf(label);
    const topKind = sectionKindOf(top);
    // Joined, the two must name the section the first names, or a known section name, or
    // finish a label that stops short ("Technical skills and" / "competences").
    const completes = topKind === kind || (topKind === null && isSectionName(label));
    if (!kind || !(completes || OPEN_ENDED.test(top))) continue;
    joined[index] = { ...line, segments: [label, ...topRest], text: [label, ...topRest].join(' ') };
    joined[index + 1] =
      bottomRest.length > 0
        ? { ...next, segments: bottomRest, text: bottomRest.join(' ') }
        : { ...next, segments: [], text: '' };
  }
  return joined.filter((line) => line.text !== '');
};

/**
 * A heading too long for a narrow column wraps ("EDUCATION &" / "TRAINING"): two lines in the
 * same bold or upper-case style, one right under the other, that together name a section are one
 * heading, when the first alone names none or stops short.
 */
const joinWrappedHeadings = (lines: readonly ResumeLine[]): ResumeLine[] => {
  const joined: ResumeLine[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as ResumeLine;
    const next = lines[index + 1];
    const style = styleOf(line);
    const text = next ? `${line.text} ${next.text}` : '';
    const wraps =
      next !== undefined &&
      !line.bullet &&
      !next.bullet &&
      line.segments.length === 1 &&
      next.segments.length === 1 &&
      line.page === next.page &&
      next.y > line.y &&
      next.y - line.y <= line.fontSize * 1.8 &&
      (style.bold || style.uppercase) &&
      sameStyle(style, styleOf(next)) &&
      (sectionKindOf(headingText(line)) === null || OPEN_ENDED.test(line.text)) &&
      sectionKindOf(headingText({ ...line, text })) !== null;
    if (wraps) {
      joined.push({ ...line, text, segments: [text] });
      index += 1;
    } else joined.push(line);
  }
  return joined;
};

/**
 * The styles of the named headings that also mark unnamed ones. Where some named headings stand
 * out by size or capitals, a named one set only in bold at the body size is a label inside a
 * section ("EDV-Kenntnisse" over its skills under "Kenntnisse"), set like the entries' titles:
 * its style would turn every job title into a heading.
 */
const unnamedHeadingStyles = (
  styles: readonly HeadingStyle[],
  bodySize: number,
): HeadingStyle[] => {
  const atBodySize = (style: HeadingStyle) =>
    !style.uppercase && Math.abs(style.fontSize - bodySize) <= 0.5;
  const stronger = styles.filter((style) => !atBodySize(style));
  return stronger.length > 0 ? stronger : [...styles];
};

/** Splits the lines into the header (before the first heading) and titled sections. */
export const groupSections = (extracted: readonly ResumeLine[]): GroupedResume => {
  const lines = joinWrappedHeadings(joinWrappedLabels(extracted));
  const bodySize = bodyFontSize(lines);
  const styles = unnamedHeadingStyles(
    lines.filter((line) => namedHeadingKind(line, bodySize) !== null).map(styleOf),
    bodySize,
  );
  const plain = styles.length === 0;
  const header: ResumeLine[] = [];
  const sections: ResumeSection[] = [];
  let current: ResumeSection | null = null;
  const largest = Math.max(...lines.map((line) => line.fontSize));
  const add = (line: ResumeLine, following: readonly ResumeLine[]) => {
    const found =
      headingKind(line, styles, bodySize, plain) ??
      (plain && current?.kind === 'skills' && headsProse(line, following) ? 'other' : null);
    const kind = found === 'other' && !lookAlikeCounts(line, following) ? null : found;
    if (kind) {
      current = { kind, heading: headingText(line), lines: [] };
      sections.push(current);
    } else if (current) current.lines.push(line);
    else header.push(line);
  };
  // A look-alike heading above the first named one needs the name above it (the name is the
  // largest text, never a heading). Right above dates inside a section of dated entries it is
  // that entry's organisation ("KPMG" over "Analyst | 2014 – 2016"), unless it is set unlike
  // every line of the section ("Learning" at 16 pt after jobs set at 11) or what follows it reads
  // as another kind of section (a degree and a school under "LEARNING" in the work history).
  function lookAlikeCounts(line: ResumeLine, following: readonly ResumeLine[]): boolean {
    if (sections.length === 0 && (header.length === 0 || line.fontSize >= largest)) return false;
    const section = current;
    // Right under a line of dates alone, a job title is the entry those dates open ("May 2016 —
    // Oct 2020" over "**Marketing Coordinator**"); another column's "Details" stays a heading.
    const above = section?.lines[section.lines.length - 1];
    if (above && isDatesAlone(above) && titleScore(line.text) > 0) return false;
    if (section === null || !following.slice(0, 2).some(hasDateRange)) return true;
    const dated = DATED_KINDS.has(section.kind) || section.lines.some(hasDateRange);
    if (!dated) return true;
    // Capitals are not compared: an acronym ("KPMG") is in capitals beside "Safaricom PLC".
    const setLike = (known: ResumeLine) =>
      known.bold === line.bold && Math.round(known.fontSize) === Math.round(line.fontSize);
    if (section.lines.length === 0) return false;
    if (!section.lines.some(setLike)) return true;
    const followingKind = sectionKindFromContent(following);
    return followingKind !== null && followingKind !== section.kind;
  }
  lines.forEach((line, index) => {
    const after = lines.slice(index + 1, index + 5);
    const nextHeading = after.findIndex(
      (later) => namedHeadingKind(later, bodySize, plain) !== null,
    );
    const next = nextHeading < 0 ? after : after.slice(0, nextHeading);
    // Inside a skills section "Languages: …" or "Tools: …" label a group of skills.
    const inline =
      splitLabelColumn(line) ?? (current?.kind === 'skills' ? null : splitInlineHeading(line));
    if (inline) inline.forEach((part) => add(part, next));
    else add(line, next);
  });
  return { header, sections: sections.map(withContentKind) };
};

const isDatesAlone = (line: ResumeLine): boolean => {
  const found = findDateRange(line.text);
  return found !== null && !found.single && found.length >= line.text.trim().length - 1;
};

/** Sections whose entries carry dates: a look-alike heading above dates there is an entry's. */
const DATED_KINDS = new Set<SectionKind>(['experience', 'education', 'projects', 'volunteer']);

/** What a section named only by one of its words may turn out to hold instead. */
const CONTENT_KINDS = new Set<SectionKind>(['experience', 'education', 'skills']);

/**
 * A section under a heading the parser has no name for is read by what its lines hold; so is one
 * named only by a word in its heading when its lines clearly hold something else ("Key
 * Qualifications" over a list of skills is not the education). A known section name is trusted.
 */
const withContentKind = (section: ResumeSection): ResumeSection => {
  if (section.kind !== 'other' && isSectionName(section.heading)) return section;
  const kind = sectionKindFromContent(section.lines);
  if (!kind) return section;
  if (section.kind === 'other' || CONTENT_KINDS.has(kind)) return { ...section, kind };
  return section;
};

/** All lines of the sections of one kind, in document order. */
export const linesOf = (grouped: GroupedResume, kind: SectionKind): ResumeLine[] =>
  grouped.sections.filter((section) => section.kind === kind).flatMap((section) => section.lines);
