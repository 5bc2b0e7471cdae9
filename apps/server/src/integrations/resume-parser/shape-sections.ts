import { isDegree, isSchool } from './extract-education';
import { bodyFontSize, type GroupedResume, type ResumeSection } from './group-sections';
import { isKnownSkill } from './known-skills';
import { hasDateRange } from './line-shapes';
import { findDateRange } from './parse-resume-date';
import type { ResumeLine } from './resume-line';
import { sectionKindOf, type SectionKind } from './section-kind';

/**
 * The fallback for section headings in a language the parser has no names for ("Työkokemus",
 * "İş Deneyimi"): headings found by their shape and sections read by what their lines hold.
 * Used only for a kind of section (experience, education, skills) the named headings did not
 * find at all, so a resume whose sections the known names find is read as before.
 */

/** Schools in words shared by many languages, besides the known school and degree words. */
const SCHOOL_STEM = /univ|institu|acad[eé]m|akadem|college|school|polytech/i;
const ITEM_SEPARATORS = /\s*(?:[,;|•·●▪◦♦]|\s\/\s)\s*/;
const MIN_KNOWN_SKILLS = 2;

const letters = (text: string): string => text.replace(/[^\p{L}]/gu, '');
const isUppercase = (text: string): boolean =>
  letters(text).length >= 3 && letters(text) === letters(text).toUpperCase();
const headingText = (line: ResumeLine): string => line.text.replace(/[:：]\s*$/, '').trim();

/**
 * A heading by its shape: alone on its line (one segment, not a bullet), one to four words of
 * letters only, and set apart: capitals, bold, or larger than the body, yet smaller than the
 * largest text (the name).
 */
const isShapeHeading = (line: ResumeLine, bodySize: number, largest: number): boolean => {
  const text = headingText(line);
  if (line.bullet || line.segments.length > 1 || letters(text).length < 3) return false;
  if (text.split(/\s+/).length > 4 || !/^[\p{L}&'’ /-]+$/u.test(text)) return false;
  if (line.fontSize >= largest - 0.5) return false;
  return isUppercase(text) || line.bold || line.fontSize > bodySize + 0.5;
};

type Style = { bold: boolean; uppercase: boolean; size: number };
const styleOf = (line: ResumeLine): Style => ({
  bold: line.bold,
  uppercase: isUppercase(headingText(line)),
  size: Math.round(line.fontSize),
});
const styleKey = (style: Style): string => `${style.bold}|${style.uppercase}|${style.size}`;

/** A date range in the line or in one of its segments ("05/2022 – in corso │ Design Lead"). */
const hasRangeInAnySegment = (line: ResumeLine): boolean =>
  hasDateRange(line) ||
  (!line.bullet &&
    line.segments.some((segment) => {
      const range = findDateRange(segment);
      return range !== null && !range.single;
    }));

const itemsOf = (lines: readonly ResumeLine[]): string[] =>
  lines.flatMap((line) =>
    line.segments
      .join(', ')
      .replace(/^[^,:]{2,30}:\s*/, '')
      .split(ITEM_SEPARATORS)
      .map((item) => item.trim())
      .filter(Boolean),
  );

/**
 * What a section under an unreadable heading holds: entries with date ranges are the work
 * history, or the education when they name schools or degrees; short items of which at least two
 * are known tools are the skills.
 */
export const kindFromShape = (lines: readonly ResumeLine[]): SectionKind | null => {
  const filled = lines.filter((line) => line.text.trim() !== '');
  const dated = filled.filter(hasRangeInAnySegment).length;
  if (dated > 0) {
    const schooling = filled.filter(
      (line) => isSchool(line.text) || isDegree(line.text) || SCHOOL_STEM.test(line.text),
    ).length;
    return schooling >= dated ? 'education' : 'experience';
  }
  const items = itemsOf(filled);
  const short = items.every((item) => item.split(/\s+/).length <= 5);
  return short && items.filter(isKnownSkill).length >= MIN_KNOWN_SKILLS ? 'skills' : null;
};

/** The sections under the candidate headings of one style, each kind read by its name or lines. */
const groupByStyle = (
  lines: readonly ResumeLine[],
  candidates: readonly ResumeLine[],
  style: string,
): GroupedResume => {
  const header: ResumeLine[] = [];
  const sections: ResumeSection[] = [];
  for (const line of lines) {
    const heads = candidates.includes(line) && styleKey(styleOf(line)) === style;
    if (heads) sections.push({ kind: 'other', heading: headingText(line), lines: [] });
    else if (sections.length > 0) (sections[sections.length - 1] as ResumeSection).lines.push(line);
    else header.push(line);
  }
  return {
    header,
    sections: sections.map((section) => ({
      ...section,
      kind: sectionKindOf(section.heading) ?? kindFromShape(section.lines) ?? 'other',
    })),
  };
};

/**
 * The sections of a resume found by heading shape. The headings share one style; of the styles at
 * least two heading-shaped lines have, the one whose sections read as the most different known
 * kinds wins (skills in capitals such as "CSS" and "HTML" in a list make sections that read as
 * nothing; bold job titles make many work-history sections, but one kind), then the one that
 * stands out by capitals or size, then the most frequent.
 */
export const groupSectionsByShape = (lines: readonly ResumeLine[]): GroupedResume => {
  const bodySize = bodyFontSize(lines);
  const largest = Math.max(...lines.map((line) => line.fontSize));
  const candidates = lines.filter((line, index) => {
    const next = lines[index + 1];
    return next !== undefined && isShapeHeading(line, bodySize, largest);
  });
  const counts = new Map<string, { count: number; strong: boolean }>();
  for (const line of candidates) {
    const key = styleKey(styleOf(line));
    const strong = isUppercase(headingText(line)) || line.fontSize > bodySize + 0.5;
    counts.set(key, { count: (counts.get(key)?.count ?? 0) + 1, strong });
  }
  const ranked = [...counts.entries()]
    .filter(([, { count }]) => count >= 2)
    .map(([style, { count, strong }]) => {
      const grouped = groupByStyle(lines, candidates, style);
      const known = new Set(
        grouped.sections.map((section) => section.kind).filter((kind) => kind !== 'other'),
      ).size;
      return { grouped, rank: [known, strong ? 1 : 0, count] };
    })
    .sort((a, b) => b.rank[0]! - a.rank[0]! || b.rank[1]! - a.rank[1]! || b.rank[2]! - a.rank[2]!);
  return ranked[0]?.grouped ?? { header: [...lines], sections: [] };
};
