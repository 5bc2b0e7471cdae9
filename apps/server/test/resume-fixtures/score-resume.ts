import type { ParsedResume } from '@hirelane/domain/candidates/parsed-resume.schema';
import { expectedMonth, type Persona } from './persona';

/** The fields whose accuracy is measured, in table order. */
export const SCORED_FIELDS = [
  'full name',
  'first name',
  'last name',
  'email',
  'phone',
  'linkedin',
  'city',
  'country',
  'designation',
  'current company',
  'summary',
  'experience count',
  'experience titles',
  'experience companies',
  'experience dates',
  'experience locations',
  'education count',
  'education schools',
  'education degrees',
  'education fields',
  'education dates',
  'skills recall',
] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

const same = (a: unknown, b: unknown): number => (a === b ? 1 : 0);
const squash = (text: string | null): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** Share of the expected items matched at the same position. */
const byPosition = <T, U>(
  expected: readonly T[],
  parsed: readonly U[],
  match: (e: T, p: U) => boolean,
): number =>
  expected.length === 0
    ? 1
    : expected.filter(
        (item, index) => parsed[index] !== undefined && match(item, parsed[index] as U),
      ).length / expected.length;

/** Per-field scores in [0, 1] of one parse against the persona it was rendered from. */
export const scoreResume = (
  persona: Persona,
  parsed: ParsedResume,
): Record<ScoredField, number> => {
  const current = persona.jobs[0];
  const skills = new Set(parsed.skills.map((skill) => skill.toLowerCase()));
  return {
    'full name': same(parsed.full_name, persona.fullName),
    'first name': same(parsed.first_name, persona.firstName),
    'last name': same(parsed.last_name, persona.lastName),
    email: same(parsed.email, persona.email),
    phone: same(parsed.phone, persona.phone),
    linkedin: same(parsed.linkedin_url, persona.linkedinUrl),
    city: same(parsed.current_city, persona.city),
    country: same(parsed.country, persona.country),
    designation: same(parsed.designation, current?.title ?? null),
    'current company': same(parsed.current_company, current?.company ?? null),
    summary: same(squash(parsed.summary), squash(persona.summary)),
    'experience count': same(parsed.experience.length, persona.jobs.length),
    'experience titles': byPosition(
      persona.jobs,
      parsed.experience,
      (job, entry) => job.title === entry.title,
    ),
    'experience companies': byPosition(
      persona.jobs,
      parsed.experience,
      (job, entry) => job.company === entry.company,
    ),
    'experience dates': byPosition(
      persona.jobs,
      parsed.experience,
      (job, entry) =>
        entry.start_date === expectedMonth(job.start, job.dateStyle) &&
        entry.end_date === expectedMonth(job.end, job.dateStyle) &&
        entry.is_current === (job.end === null),
    ),
    'experience locations': byPosition(
      persona.jobs,
      parsed.experience,
      (job, entry) => job.location === entry.location,
    ),
    'education count': same(parsed.education.length, persona.education.length),
    'education schools': byPosition(
      persona.education,
      parsed.education,
      (school, entry) => school.school === entry.school,
    ),
    'education degrees': byPosition(
      persona.education,
      parsed.education,
      (school, entry) => school.degree === entry.degree,
    ),
    'education fields': byPosition(
      persona.education,
      parsed.education,
      (school, entry) => school.field === entry.field_of_study,
    ),
    'education dates': byPosition(
      persona.education,
      parsed.education,
      (school, entry) =>
        entry.start_date === expectedMonth(school.start, school.dateStyle) &&
        entry.end_date === expectedMonth(school.end, school.dateStyle),
    ),
    'skills recall':
      persona.skills.filter((skill) => skills.has(skill.toLowerCase())).length /
      persona.skills.length,
  };
};

export type AccuracyTable = { byField: Record<ScoredField, number>; overall: number };

/** Mean of each field over all scored parses, and the mean of those means. */
export const accuracyTable = (scores: readonly Record<ScoredField, number>[]): AccuracyTable => {
  const byField = Object.fromEntries(
    SCORED_FIELDS.map((field) => [
      field,
      scores.reduce((sum, score) => sum + score[field], 0) / Math.max(1, scores.length),
    ]),
  ) as Record<ScoredField, number>;
  const overall =
    SCORED_FIELDS.reduce((sum, field) => sum + byField[field], 0) / SCORED_FIELDS.length;
  return { byField, overall };
};
