import type {
  ExperienceEntry,
  ParsedResume,
} from '@hirelane/domain/candidates/parsed-resume.schema';
import {
  withoutGluedInitial,
  findEmail,
  findLinkedin,
  findPhone,
  lineParts,
} from './extract-contact';
import { extractEducation } from './extract-education';
import { extractExperience } from './extract-experience';
import { extractSkills } from './extract-skills';
import { findLocation } from './extract-location';
import { findName, findNameByEmail } from './extract-name';
import { groupSections, linesOf, type GroupedResume } from './group-sections';
import { titleScore } from './job-title-words';
import { isColumnHeaderRow, joinDescription } from './line-shapes';
import type { ResumeLine } from './resume-line';
import type { SectionKind } from './section-kind';
import { groupSectionsByShape } from './shape-sections';

/**
 * Where contact details are looked for first: the header, any contact section, and any line that
 * holds the e-mail address wherever it stands (a footer "mail · phone · city" under the last section).
 */
const contactLines = (grouped: GroupedResume, lines: readonly ResumeLine[]): ResumeLine[] => {
  const top = [...grouped.header, ...linesOf(grouped, 'contact')];
  return [...top, ...lines.filter((line) => !top.includes(line) && findEmail(line.text))];
};

const firstMatch = <T>(
  groups: readonly (readonly ResumeLine[])[],
  find: (text: string) => T | null,
): T | null => {
  for (const lines of groups) {
    for (const line of lines) {
      const found = find(line.text);
      if (found) return found;
    }
  }
  return null;
};

/** The current job: an open-ended one, else the latest start, else the first listed. */
const currentJob = (experience: readonly ExperienceEntry[]): ExperienceEntry | null => {
  const open = experience.find((entry) => entry.is_current);
  if (open) return open;
  const dated = experience.filter((entry) => entry.start_date !== null);
  const latest = [...dated].sort((a, b) =>
    (b.start_date ?? '').localeCompare(a.start_date ?? ''),
  )[0];
  return latest ?? experience[0] ?? null;
};

/** A headline under the name ("Senior Product Designer"), used when no job lists a title. */
const headline = (header: readonly ResumeLine[], name: string | null): string | null => {
  for (const line of header.slice(0, 6)) {
    for (const part of lineParts(line)) {
      if (
        part !== name &&
        titleScore(part) > 0 &&
        part.split(/\s+/).length <= 6 &&
        !/[@\d]/.test(part)
      ) {
        return part;
      }
    }
  }
  return null;
};

const summaryOf = (grouped: GroupedResume): string | null => {
  const lines = linesOf(grouped, 'summary');
  const text = joinDescription(
    lines.length > 0 ? lines : grouped.header.filter((line) => line.text.split(/\s+/).length >= 12),
  );
  return text.trim() === '' ? null : text;
};

/**
 * The right edge of the column that `block` stands in: the widest reach of the lines that overlap
 * the block horizontally (a sidebar's lines, not the main column's beside it).
 */
const columnRightEdge = (lines: readonly ResumeLine[], block: readonly ResumeLine[]): number => {
  const placed = block.filter((line) => line.width > 0);
  if (placed.length === 0) return Math.max(0, ...lines.map((line) => line.x + line.width));
  const left = Math.min(...placed.map((line) => line.x));
  const right = Math.max(...placed.map((line) => line.x + line.width));
  return Math.max(
    right,
    ...lines
      .filter((line) => line.width > 0 && line.x < right && line.x + line.width > left)
      .map((line) => line.x + line.width),
  );
};

/**
 * The lines of the experience, education and skills sections: those the named headings found,
 * and for a kind they found none of, those of the headings found by their shape (a language the
 * parser has no section names for). A kind the names found is never read from the fallback.
 */
const sectionLinesOf = (
  grouped: GroupedResume,
  lines: readonly ResumeLine[],
): ((kind: SectionKind) => ResumeLine[]) => {
  let byShape: GroupedResume | null = null;
  return (kind) => {
    const named = linesOf(grouped, kind);
    if (named.length > 0) return named;
    byShape ??= groupSectionsByShape(lines);
    return linesOf(byShape, kind);
  };
};

/**
 * A line drawn with characters ("==========", "----", "______", "* * *"): a plain-text resume's
 * underline or rule, no text.
 */
const isRule = (text: string): boolean => /^[=\-_*~#.·•─━═—–+]{3,}$/.test(text.replace(/\s+/g, ''));

/** Turns extracted lines into candidate fields. */
export const parseResumeLines = (
  extracted: readonly ResumeLine[],
  pageCount: number,
): ParsedResume => {
  const lines = extracted.filter((line) => !isRule(line.text));
  const grouped = groupSections(lines);
  const sectionLines = sectionLinesOf(grouped, lines);
  const contact = contactLines(grouped, lines);
  const everything = [contact, lines];
  // A form-like CV puts the name in its personal-information section, under "Curriculum Vitae".
  const nameLines = [...grouped.header, ...linesOf(grouped, 'contact')];
  const found = firstMatch(everything, findEmail);
  const name =
    findName(nameLines.length > 0 ? nameLines : lines, lines) ?? findNameByEmail(lines, found);
  const email = withoutGluedInitial(found, name?.full ?? null);
  const location = findLocation(contact);
  const experience = extractExperience(
    sectionLines('experience').filter((line) => !isColumnHeaderRow(line)),
  );
  const job = currentJob(experience);
  const skillLines = sectionLines('skills');
  const outsideEntries = [
    ...contact,
    ...grouped.sections
      .filter((section) => !['experience', 'education'].includes(section.kind))
      .flatMap((section) => section.lines),
  ];
  return {
    first_name: name?.first ?? null,
    last_name: name?.last ?? null,
    full_name: name?.full ?? null,
    email,
    phone: findPhone(contact) ?? findPhone(outsideEntries),
    linkedin_url: firstMatch(everything, findLinkedin),
    current_city: location?.city ?? null,
    country: location?.country ?? null,
    designation: (job?.title || null) ?? headline(grouped.header, name?.full ?? null),
    current_company: job?.company || null,
    summary: summaryOf(grouped),
    skills: extractSkills(skillLines, columnRightEdge(lines, skillLines)),
    experience,
    education: extractEducation(sectionLines('education')),
    page_count: pageCount,
  };
};
