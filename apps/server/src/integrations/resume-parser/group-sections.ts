import { hasDateRange } from './line-shapes';
import type { ResumeLine } from './resume-line';

export type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certifications'
  | 'languages'
  | 'awards'
  | 'interests'
  | 'references'
  | 'volunteer'
  | 'publications'
  | 'contact'
  | 'other';

export type ResumeSection = { kind: SectionKind; heading: string; lines: ResumeLine[] };

/** Lines before the first heading (name, contact details) and the sections that follow. */
export type GroupedResume = { header: ResumeLine[]; sections: ResumeSection[] };

const KEYWORDS: Record<Exclude<SectionKind, 'other'>, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'executive summary',
    'summary of qualifications',
    'profile',
    'professional profile',
    'personal profile',
    'career profile',
    'about',
    'about me',
    'objective',
    'career objective',
    'professional objective',
    'overview',
    'personal statement',
    'introduction',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'relevant experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'professional background',
    'career',
    'positions held',
    'experience history',
    'work',
  ],
  education: [
    'education',
    'academic background',
    'education and training',
    'academics',
    'academic qualifications',
    'educational background',
    'qualifications',
    'studies',
  ],
  skills: [
    'skills',
    'technical skills',
    'core skills',
    'key skills',
    'skills and tools',
    'skills and technologies',
    'skills and expertise',
    'core competencies',
    'competencies',
    'expertise',
    'areas of expertise',
    'technologies',
    'tech stack',
    'tools',
    'tools and technologies',
    'skill set',
    'skillset',
  ],
  projects: ['projects', 'personal projects', 'selected projects', 'side projects', 'key projects'],
  certifications: [
    'certifications',
    'certification',
    'certificates',
    'licenses',
    'licenses and certifications',
    'certifications and licenses',
    'courses',
    'training',
  ],
  languages: ['languages', 'language skills', 'spoken languages'],
  awards: ['awards', 'honors', 'honours', 'awards and honors', 'achievements', 'accomplishments'],
  interests: ['interests', 'hobbies', 'hobbies and interests', 'personal interests'],
  references: ['references'],
  volunteer: ['volunteer', 'volunteering', 'volunteer experience', 'community'],
  publications: ['publications', 'research'],
  contact: [
    'contact',
    'contact information',
    'contact details',
    'personal details',
    'personal information',
  ],
};

const KIND_BY_KEYWORD = new Map<string, SectionKind>(
  Object.entries(KEYWORDS).flatMap(([kind, words]) =>
    words.map((word) => [word, kind as SectionKind]),
  ),
);

const normalizeHeading = (text: string): string =>
  text
    // "E X P E R I E N C E": letter-spaced headings of designed resumes.
    .replace(/^(?:\p{L} )+\p{L}$/u, (spaced) => spaced.replace(/ /g, ''))
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The section a heading names ("WORK HISTORY" → experience), or null. */
export const sectionKindOf = (text: string): SectionKind | null => {
  if (text.length > 48 || /\d|@/.test(text)) return null;
  return KIND_BY_KEYWORD.get(normalizeHeading(text)) ?? null;
};

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

const headingText = (line: ResumeLine): string => line.text.replace(/[:：]\s*$/, '');

/**
 * A line naming a known section ("Work History") that stands out as a heading: bold, upper-case,
 * larger than the body text or ending with a colon, alone on its line and not a bullet.
 */
const namedHeadingKind = (line: ResumeLine, bodySize: number): SectionKind | null => {
  if (line.bullet || line.segments.length > 1) return null;
  const kind = sectionKindOf(headingText(line));
  if (!kind) return null;
  const stands =
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
): SectionKind | null => {
  const named = namedHeadingKind(line, bodySize);
  if (named) return named;
  const text = headingText(line);
  if (line.bullet || line.segments.length > 1) return null;
  if (text.split(/\s+/).length > 4 || /[\d@.,|•]/.test(text)) return null;
  const style = styleOf(line);
  if (!(style.bold || style.uppercase)) return null;
  return styles.some((known) => sameStyle(known, style)) ? 'other' : null;
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
 * A label too long for its column wraps ("EMPLOYMENT" / "HISTORY" beside the first two lines of
 * the jobs): the first segments of two lines at the same left edge that together name a section
 * (the same one as the first alone, if it names one) are joined into the first line's label.
 */
const joinWrappedLabels = (lines: readonly ResumeLine[]): ResumeLine[] => {
  const joined = [...lines];
  for (let index = 0; index + 1 < joined.length; index += 1) {
    const line = joined[index] as ResumeLine;
    const next = joined[index + 1] as ResumeLine;
    const [top = '', ...topRest] = line.segments;
    const [bottom = '', ...bottomRest] = next.segments;
    if (topRest.length === 0 || Math.abs(line.x - next.x) > 1 || line.page !== next.page) continue;
    const label = `${top} ${bottom}`;
    const kind = sectionKindOf(label);
    if (!kind || (sectionKindOf(top) ?? kind) !== kind) continue;
    joined[index] = { ...line, segments: [label, ...topRest], text: [label, ...topRest].join(' ') };
    joined[index + 1] =
      bottomRest.length > 0
        ? { ...next, segments: bottomRest, text: bottomRest.join(' ') }
        : { ...next, segments: [], text: '' };
  }
  return joined.filter((line) => line.text !== '');
};

/** Splits the lines into the header (before the first heading) and titled sections. */
export const groupSections = (extracted: readonly ResumeLine[]): GroupedResume => {
  const lines = joinWrappedLabels(extracted);
  const bodySize = bodyFontSize(lines);
  const styles = lines.filter((line) => namedHeadingKind(line, bodySize) !== null).map(styleOf);
  const header: ResumeLine[] = [];
  const sections: ResumeSection[] = [];
  let current: ResumeSection | null = null;
  const add = (line: ResumeLine, next: readonly ResumeLine[]) => {
    const found = headingKind(line, styles, bodySize);
    // Look-alike headings count only after a named one (above it sit the name and contact
    // lines), and not right above dates: "KPMG" over "Analyst | 2014 – 2016" is a company.
    const kind =
      found === 'other' && (sections.length === 0 || next.some(hasDateRange)) ? null : found;
    if (kind) {
      current = { kind, heading: headingText(line), lines: [] };
      sections.push(current);
    } else if (current) current.lines.push(line);
    else header.push(line);
  };
  lines.forEach((line, index) => {
    const next = lines.slice(index + 1, index + 3);
    // Inside a skills section "Languages: …" or "Tools: …" label a group of skills.
    const inline =
      splitLabelColumn(line) ?? (current?.kind === 'skills' ? null : splitInlineHeading(line));
    if (inline) inline.forEach((part) => add(part, next));
    else add(line, next);
  });
  return { header, sections };
};

/** All lines of the sections of one kind, in document order. */
export const linesOf = (grouped: GroupedResume, kind: SectionKind): ResumeLine[] =>
  grouped.sections.filter((section) => section.kind === kind).flatMap((section) => section.lines);
