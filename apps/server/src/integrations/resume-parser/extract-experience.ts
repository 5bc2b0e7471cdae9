import type { ExperienceEntry } from '@hirelane/domain/candidates/parsed-resume.schema';
import { careerEvents } from './career-events';
import { labelledValue, type EntryField } from './entry-labels';
import { entryParts, splitAt, takeLocation, withoutJobLead } from './entry-parts';
import { companyScore, titleScore } from './job-title-words';
import {
  hasDateRange,
  hasEntryDates,
  isHeadingLike,
  isProse,
  joinDescription,
} from './line-shapes';
import { withoutUnknownLabels } from './unknown-entry-labels';
import { joinWrappedDateEnds } from './wrapped-date-end';
import { joinWrappedHeadingLines } from './wrapped-entry-heading';
import { sideBySideEntries } from './side-by-side-entries';
import { inSectionOrder, type HeadingOrder } from './entry-order';
import type { ResumeDateRange } from './parse-resume-date';
import type { ResumeLine } from './resume-line';

type Block = { heading: ResumeLine[]; body: ResumeLine[] };

/** Lines above a date line that still belong to its entry heading ("Company" over "Title · 2020"). */
const HEADING_LINES_ABOVE = 2;

/**
 * Splits an experience section into entries. Each date line anchors one entry; up to two short
 * lines right above it join the heading (a company or title line), short lines right below it
 * join while title or company is still missing. Without any dates, bold lines start entries.
 */
export const splitEntries = (lines: readonly ResumeLine[]): Block[] => {
  const dated = lines.flatMap((line, index) => (hasEntryDates(line) ? [index] : []));
  // A work history written as a list, one job to an item with its dates ("• Worked as Analyst
  // at Acme from 2016 to 2019."), when no other line carries dates.
  const anchors =
    dated.length > 0
      ? dated
      : lines.flatMap((line, index) =>
          line.bullet && hasDateRange({ ...line, bullet: false }) ? [index] : [],
        );
  if (anchors.length === 0) {
    const blocks: Block[] = [];
    lines.forEach((line, index) => {
      const previous = lines[index - 1];
      const starts = blocks.length === 0 || (line.bold && !line.bullet && !previous?.bold);
      if (starts) blocks.push({ heading: [line], body: [] });
      else {
        const block = blocks[blocks.length - 1] as Block;
        const short = line.text.split(/\s+/).length <= 8;
        if (block.body.length === 0 && block.heading.length < 3 && isHeadingLike(line) && short) {
          block.heading.push(line);
        } else block.body.push(line);
      }
    });
    return blocks;
  }
  // When the section opens with a line of dates alone (no title and company beside them), dates
  // lead every entry: the lines above a later date line end the entry before it (its company,
  // its place), they do not head the next one.
  const datesLead = anchors[0] === 0 && needsMore(lines.slice(0, 1));
  const starts = anchors.map((anchor, order) => {
    if (datesLead) return anchor;
    const floor = order === 0 ? -1 : (anchors[order - 1] as number);
    const anchorLine = lines[anchor] as ResumeLine;
    let start = anchor;
    while (
      start - 1 > floor &&
      anchor - (start - 1) <= HEADING_LINES_ABOVE &&
      belongsAbove(lines[start - 1] as ResumeLine, lines[start - 2], anchorLine)
    ) {
      start -= 1;
    }
    return start;
  });
  // Lines before the first entry that did not attach to it (rare) open the first entry.
  if ((starts[0] ?? 0) > 0) starts[0] = 0;
  return starts.map((start, order) => {
    const anchor = anchors[order] as number;
    const end = starts[order + 1] ?? lines.length;
    const heading = lines.slice(start, anchor + 1);
    let cursor = anchor + 1;
    // A line that is only a place ("Seattle, WA" under the dates) holds no title or company, so
    // it does not use up one of the two lines below.
    let places = 0;
    while (
      cursor < end &&
      cursor - anchor - places <= 2 &&
      isHeadingLike(lines[cursor] as ResumeLine) &&
      needsMore(heading) &&
      (isPlaceOnly(lines[cursor] as ResumeLine) || !onlyPlaceMissing(heading))
    ) {
      if (isPlaceOnly(lines[cursor] as ResumeLine)) places += 1;
      heading.push(lines[cursor] as ResumeLine);
      cursor += 1;
    }
    return { heading, body: lines.slice(cursor, end) };
  });
};

/**
 * A line above a date line joins its heading when it is heading-like, starts at the same left
 * edge, is not a labelled line of the entry before ("Stack: React, Go") and does not continue the
 * previous entry's last bullet or paragraph ("…that" / "shipped in May."): a line in lower case
 * after a bullet, or after running text that stops mid-sentence.
 */
const belongsAbove = (
  line: ResumeLine,
  before: ResumeLine | undefined,
  anchor: ResumeLine,
): boolean => {
  if (!isHeadingLike(line) || line.x > anchor.x + 2) return false;
  // "Stack: React, Node.js" closes the entry above; "Employer: Globex" is read by its label.
  if (/^[^,:]{2,30}:\s/.test(line.text) && labelledValue(line) === null) return false;
  if (!before || !/^\p{Ll}/u.test(line.text)) return true;
  const continuesParagraph = isProse(before) && !/[.!?:;]$/.test(before.text);
  return !(before.bullet || continuesParagraph);
};

/** A line that holds a place alone ("Seattle, WA", "Berlin, Germany"). */
const isPlaceOnly = (line: ResumeLine): boolean => {
  const { parts, dates } = entryParts(line);
  return dates === null && parts.length === 1 && takeLocation(parts[0] ?? '').rest === '';
};

/** Whether the heading lines still lack a title or a company. */
const needsMore = (heading: readonly ResumeLine[]): boolean => {
  const parts = heading
    .flatMap((line) => entryParts(line).parts)
    .flatMap((part) => {
      const { rest } = takeLocation(part);
      return rest ? (splitAt(rest) ?? [rest]) : [];
    });
  return parts.length < 2;
};

/** Heading lines whose one part is "Title, Company": only a place may still join them. */
const onlyPlaceMissing = (heading: readonly ResumeLine[]): boolean => {
  const parts = heading.flatMap((line) => entryParts(line).parts);
  return parts.length === 1 && commaSides(takeLocation(parts[0] ?? '').rest) !== null;
};

/** "Engineer, Acme" as its two sides, when the part holds a job title and one comma. */
const commaSides = (text: string): string[] | null => {
  const sides = text.split(/,\s+/);
  return sides.length === 2 && titleScore(text) > 0 ? sides : null;
};

const orderBy = <T>(items: readonly T[], score: (item: T) => number): T[] =>
  [...items].sort((a, b) => score(b) - score(a));

export type EntryHeading = {
  title: string;
  company: string;
  location: string | null;
  dates: ResumeDateRange | null;
  /** Which of title and company the heading wrote first, and whether their words decided it. */
  order: HeadingOrder | null;
};

/**
 * Title, company, location and dates from an entry's heading lines. `fields` says which lines
 * held a labelled value ("Employer: Globex"): those are the title or company whatever they read.
 */
export const readEntryHeading = (
  heading: readonly ResumeLine[],
  fields: ReadonlyMap<ResumeLine, EntryField> = new Map(),
): EntryHeading => {
  let dates: ResumeDateRange | null = null;
  let location: string | null = null;
  const parts: { text: string; order: number }[] = [];
  const labelled = { title: '', company: '' };
  for (const line of heading) {
    const field = fields.get(line);
    if ((field === 'title' || field === 'company') && !labelled[field]) {
      const { rest, location: place } = takeLocation(line.text);
      if (field === 'company' && place) location ??= place;
      labelled[field] = field === 'company' && rest ? rest : line.text;
      continue;
    }
    const found = entryParts(line);
    dates ??= found.dates;
    for (const part of found.parts) {
      const { rest: taken, location: place } = takeLocation(part);
      const rest = withoutJobLead(taken);
      if (place && !location) location = place;
      if (!rest) continue;
      // "at Acme" on a line of its own, under or beside the title: the company.
      const employer = /^(?:at|@)\s+(\S.*)$/i.exec(rest)?.[1];
      if (employer && !labelled.company) {
        labelled.company = employer;
        continue;
      }
      const sides = splitAt(rest);
      if (sides && titleScore(sides[0]) >= titleScore(sides[1])) {
        parts.push({ text: sides[0], order: parts.length });
        parts.push({ text: sides[1], order: parts.length });
      } else parts.push({ text: rest, order: parts.length });
    }
  }
  if (parts.length === 1) {
    const comma = commaSides((parts[0] as (typeof parts)[number]).text);
    if (comma) parts.splice(0, 1, ...comma.map((text, order) => ({ text, order })));
  }
  if (labelled.title || labelled.company) {
    const byScore = (score: (text: string) => number) =>
      orderBy(parts, (part) => score(part.text) - part.order * 0.1)[0]?.text ?? '';
    return {
      title: labelled.title || byScore((text) => titleScore(text) - companyScore(text)),
      company: labelled.company || byScore((text) => companyScore(text) - titleScore(text)),
      location,
      dates,
      order: null,
    };
  }
  if (parts.length === 0) return { title: '', company: '', location, dates, order: null };
  const score = (part: (typeof parts)[number]) =>
    titleScore(part.text) * 2 - companyScore(part.text) * 2 - part.order * 0.1;
  const [title, ...others] = orderBy(parts, score);
  const company = orderBy(
    others,
    (part) => companyScore(part.text) - titleScore(part.text) - part.order * 0.1,
  )[0];
  if (title && titleScore(title.text) === 0 && companyScore(title.text) > 0 && !company) {
    return { title: '', company: title.text, location, dates, order: null };
  }
  const lean = (part: (typeof parts)[number]) => titleScore(part.text) - companyScore(part.text);
  const order =
    title && company
      ? { titleFirst: title.order < company.order, decided: lean(title) !== lean(company) }
      : null;
  return { title: title?.text ?? '', company: company?.text ?? '', location, dates, order };
};

/**
 * A labelled line ("Occupation or position held │ Analytics Lead") as its value alone, the label's
 * field noted in `fields`.
 */
const withoutLabels = (
  lines: readonly ResumeLine[],
  fields: Map<ResumeLine, EntryField>,
): ResumeLine[] =>
  lines.map((line) => {
    const found = labelledValue(line);
    if (!found) return line;
    const value = { ...line, text: found.segments.join(' '), segments: found.segments };
    fields.set(value, found.field);
    return value;
  });

/**
 * The heading without a sub-heading of the section that stands over it (LaTeX moderncv's
 * "Vocational", a "Relevant Experience" group): a line of at most three words without dates or a
 * job title's words, set larger than the entry's other heading lines, which give a job title and a
 * company without it (a job title set larger over the company stays).
 */
const withoutSubheading = (
  heading: readonly ResumeLine[],
  fields: ReadonlyMap<ResumeLine, EntryField>,
): readonly ResumeLine[] => {
  const [first, ...rest] = heading;
  if (!first || rest.length === 0 || fields.has(first)) return heading;
  if (first.text.split(/\s+/).length > 3 || entryParts(first).dates !== null) return heading;
  if (!rest.every((line) => first.fontSize > line.fontSize + 0.5)) return heading;
  if (titleScore(first.text) > 0) return heading;
  const without = readEntryHeading(rest, fields);
  return titleScore(without.title) > 0 && without.company ? rest : heading;
};

/**
 * Experience entries, in document order (most resumes list the current job first); a career
 * written as dated joining and leaving rows is read by `careerEvents`.
 */
export const extractExperience = (lines: readonly ResumeLine[]): ExperienceEntry[] => {
  const events = careerEvents(lines);
  if (events) return events;
  const fields = new Map<ResumeLine, EntryField>();
  const blocks = splitEntries(
    withoutLabels(withoutUnknownLabels(joinWrappedDateEnds(sideBySideEntries(lines))), fields),
  ).map((block) => {
    // A labelled title or company belongs to the heading wherever the form puts its row, a
    // labelled description to the body.
    const named = (line: ResumeLine) => ['title', 'company'].includes(fields.get(line) ?? '');
    const described = (line: ResumeLine) => fields.get(line) === 'description';
    const heading = [
      ...block.heading.filter((line) => !described(line)),
      ...block.body.filter(named),
    ];
    const body = [...block.heading.filter(described), ...block.body.filter((line) => !named(line))];
    const read = readEntryHeading(
      withoutSubheading(
        joinWrappedHeadingLines(heading, (line) => fields.has(line)),
        fields,
      ),
      fields,
    );
    return { read, body };
  });
  const headings = inSectionOrder(blocks.map((block) => block.read));
  return blocks
    .map(({ body }, index) => {
      const { title, company, location, dates } = headings[index] as EntryHeading;
      const isCurrent = dates?.isCurrent ?? false;
      return {
        title,
        company,
        location,
        start_date: dates?.start ?? null,
        end_date: isCurrent ? null : (dates?.end ?? null),
        is_current: isCurrent,
        description: joinDescription(body),
      };
    })
    .filter((entry) => entry.title !== '' || entry.company !== '');
};
