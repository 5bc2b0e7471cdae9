import type { EducationEntry } from '@hirelane/domain/candidates/parsed-resume.schema';
import { entryParts, takeLocation } from './entry-parts';
import type { ResumeDateRange } from './parse-resume-date';
import type { ResumeLine } from './resume-line';

const SCHOOL =
  /(?<!\p{L})(?:university|universit[äéà]t?|universidad|universidade|università|college|institute|institut|school|academy|akademie|polytechnic|politecnico|hochschule|conservatory|seminary|école|ecole|escuela|iit|mit|eth|epfl|ucla|nyu|lse)(?!\p{L})/iu;
const OF = String.raw`(?:\s+of\s+(?:[A-Z][\p{L}]+)(?:\s+(?:and\s+)?[A-Z][\p{L}]+){0,2})?`;
const DEGREE = new RegExp(
  [
    String.raw`(?:Bachelor|Master|Associate)(?:['’]s)?(?:\s+degree)?${OF}`,
    String.raw`Doctor\s+of\s+Philosophy|Doctorate|Ph\.?\s?D\.?|D\.?Phil\.?`,
    String.raw`M\.?B\.?A\.?|B\.?B\.?A\.?|LL\.?[BM]\.?|J\.?D\.?|M\.?D\.?`,
    String.raw`[BM]\.?\s?(?:Sc|Eng|Tech|Ed|Des|Arch|Com|Phil|Mus|F\.?A)\.?(?:\s?\(Hons\.?\))?`,
    String.raw`[BM]\.?[SAE]\.?(?=\s|,|$)`,
    String.raw`A\.?A\.?S?\.?(?=\s|,|$)`,
    String.raw`(?:High\s+School\s+)?Diploma${OF}|Diplom(?:-[\p{L}]+)?|Licen(?:ce|se|ciatura)${OF}|Abitur|Baccalaur[ée]at`,
  ].join('|'),
  'u',
);
const DEGREE_AT_START = new RegExp(String.raw`^(?:${DEGREE.source})(?=$|[\s,:;–—(-])`, 'u');
const DEGREE_ANYWHERE = new RegExp(
  String.raw`(?:^|[\s,(])(${DEGREE.source})(?=$|[\s,:;)–—-])`,
  'u',
);
const NOISE =
  /\s*(?:\((?:hons?\.?|honou?rs)\)|,?\s*(?:with\s+)?(?:first[- ]class\s+)?honou?rs|,?\s*(?:cum|magna cum|summa cum)\s+laude|[,;]?\s*GPA\b.*)$/i;

export const isSchool = (text: string): boolean => SCHOOL.test(text);
export const isDegree = (text: string): boolean => DEGREE_ANYWHERE.test(text);

const clean = (text: string): string =>
  text
    .replace(NOISE, '')
    .replace(/^[\s,:;–—-]+|[\s,:;–—-]+$/g, '')
    .trim();

/** "Bachelor of Science in Computer Science" → degree + field; "Economics (BA)" works too. */
export const splitDegree = (text: string): { degree: string; field: string | null } => {
  const source = clean(text);
  const start = DEGREE_AT_START.exec(source);
  if (start) {
    const degree = start[0].trim();
    const field = clean(source.slice(start[0].length).replace(/^\s*(?:in|of|,|:|-|–|—)\s*/i, ''));
    return { degree, field: field || null };
  }
  const inside = DEGREE_ANYWHERE.exec(source);
  if (inside?.[1]) {
    const field = clean(
      source.slice(0, inside.index + inside[0].indexOf(inside[1])).replace(/[(]\s*$/, ''),
    );
    return { degree: inside[1].replace(/[()]/g, '').trim(), field: field || null };
  }
  return { degree: source, field: null };
};

/** "B.Sc. in Physics, University of Oslo" → ["B.Sc. in Physics", "University of Oslo"]. */
const splitSchoolAndDegree = (part: string): string[] => {
  const pieces = part.split(/,\s+/);
  const schoolAt = pieces.findIndex(isSchool);
  const degreeAt = pieces.findIndex(
    (piece, index) => index !== schoolAt && DEGREE_AT_START.test(piece),
  );
  if (pieces.length < 2 || schoolAt === -1 || degreeAt === -1) return [part];
  return degreeAt < schoolAt
    ? [pieces.slice(0, schoolAt).join(', '), pieces.slice(schoolAt).join(', ')]
    : [pieces.slice(schoolAt, degreeAt).join(', '), pieces.slice(degreeAt).join(', ')];
};

type Draft = {
  school: string | null;
  degreeText: string | null;
  dates: ResumeDateRange | null;
  other: string[];
};

const finish = (draft: Draft): EducationEntry | null => {
  // Without a school word ("Oslo Katedralskole"), the first other part of a dated entry.
  const school =
    draft.school ?? (draft.degreeText || draft.dates ? (draft.other[0] ?? null) : null);
  if (!school && !draft.degreeText) return null;
  const { degree, field } = draft.degreeText
    ? splitDegree(draft.degreeText)
    : { degree: null, field: null };
  const single = draft.dates?.single ?? false;
  return {
    school: school ?? '',
    degree,
    field_of_study: field,
    start_date: single ? null : (draft.dates?.start ?? null),
    end_date: single ? (draft.dates?.start ?? null) : (draft.dates?.end ?? null),
  };
};

/**
 * Education entries: every non-bullet line is cut into parts (school, degree, dates, location);
 * a line that brings a second school, degree or date range to the entry being read starts the
 * next entry. A single date is the graduation (end) date.
 */
export const extractEducation = (lines: readonly ResumeLine[]): EducationEntry[] => {
  const entries: EducationEntry[] = [];
  let draft: Draft = { school: null, degreeText: null, dates: null, other: [] };
  for (const line of lines) {
    if (line.bullet) continue;
    const { parts, dates } = entryParts(line);
    const found = parts
      .map((part) => takeLocation(part).rest)
      .filter(Boolean)
      .flatMap(splitSchoolAndDegree);
    const school = found.find(isSchool) ?? null;
    const degree = found.find((part) => part !== school && isDegree(part)) ?? null;
    const clash =
      (school && draft.school) ||
      (degree && draft.degreeText) ||
      (dates && !dates.single && draft.dates && !draft.dates.single);
    if (clash) {
      const entry = finish(draft);
      if (entry) entries.push(entry);
      draft = { school: null, degreeText: null, dates: null, other: [] };
    }
    draft.school ??= school;
    draft.degreeText ??= degree;
    draft.dates ??= dates;
    draft.other.push(
      ...found.filter((part) => part !== school && part !== degree && !/gpa|grade/i.test(part)),
    );
  }
  const last = finish(draft);
  if (last) entries.push(last);
  return entries;
};
