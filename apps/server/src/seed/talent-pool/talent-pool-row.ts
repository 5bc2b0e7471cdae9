import { normalizeEmail, normalizeLinkedinUrl } from '@hirelane/domain/candidates/identity';
import type {
  EducationEntry,
  ExperienceEntry,
} from '@hirelane/domain/candidates/parsed-resume.schema';
import { COUNTRY_BY_CODE } from './places';
import type { DegreeLevel, TalentProfile } from './talent-profile';

/*
 * A generated profile as one COPY line of the talent-pool staging table (the column order of
 * candidates/talent-pool-store.ts TALENT_POOL_COLUMNS), in PostgreSQL's COPY text format.
 */

const DEGREE_LABELS: Record<DegreeLevel, string> = {
  bootcamp: 'Bootcamp certificate',
  associate: 'Associate degree',
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  phd: 'PhD',
};

const LEADING_LEVEL =
  /^(?:junior|associate|senior|staff|principal|lead|head of|chief|vp of|vice president of|director of)\s+/i;

/** The title without its level ("Senior Data Engineer" → "Data Engineer"), for grouping titles. */
export const titleWithoutLevel = (title: string): string =>
  title.replace(LEADING_LEVEL, '').trim() || title;

const countryName = (code: string): string => COUNTRY_BY_CODE.get(code)?.name ?? code;

/** Newest first, as resumes list them and the candidate page shows them. */
export const experienceOf = (profile: TalentProfile): ExperienceEntry[] =>
  profile.experience
    .map((job): ExperienceEntry => ({
      title: job.title,
      company: job.company,
      location: `${job.city}, ${countryName(job.countryCode)}`,
      start_date: job.start,
      end_date: job.end,
      is_current: job.end === null,
      description: `${job.companyIndustry}, ${job.companySize} employees.`,
    }))
    .reverse();

/** Newest first, like the experience. */
export const educationOf = (profile: TalentProfile): EducationEntry[] =>
  profile.education
    .map((degree): EducationEntry => ({
      school: degree.school,
      degree: DEGREE_LABELS[degree.degree],
      field_of_study: degree.field,
      start_date: `${degree.startYear}-09`,
      end_date: `${degree.endYear}-06`,
    }))
    .reverse();

const COPY_SPECIALS = /[\\\n\r\t]/g;
const HAS_COPY_SPECIALS = /[\\\n\r\t]/;
const HAS_ARRAY_SPECIALS = /["\\]/;
const COPY_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/** One value in COPY's text format: \N for null, backslash escapes for the rest. */
const copyValue = (value: string | null): string => {
  if (value === null) return '\\N';
  if (!HAS_COPY_SPECIALS.test(value)) return value;
  return value.replace(COPY_SPECIALS, (char) => COPY_ESCAPES[char] ?? char);
};

/** A text[] literal: every element quoted, quotes and backslashes escaped. */
const arrayLiteral = (values: readonly string[]): string =>
  `{${values
    .map((value) =>
      HAS_ARRAY_SPECIALS.test(value)
        ? `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`
        : `"${value}"`,
    )
    .join(',')}}`;

/** The staged row of one profile, with the candidate id chosen by the caller. */
export const talentPoolLine = (id: string, profile: TalentProfile): string => {
  const linkedinKey = normalizeLinkedinUrl(profile.linkedinUrl);
  return `${[
    id,
    copyValue(profile.key),
    copyValue(profile.firstName),
    copyValue(profile.lastName),
    copyValue(profile.fullName),
    copyValue(normalizeEmail(profile.email)),
    copyValue(linkedinKey),
    copyValue(linkedinKey ? profile.linkedinUrl : null),
    copyValue(arrayLiteral(profile.phone ? [profile.phone] : [])),
    copyValue(profile.currentCompany),
    copyValue(profile.currentTitle),
    copyValue(profile.location.city),
    copyValue(profile.location.country),
    copyValue(titleWithoutLevel(profile.currentTitle)),
    copyValue(arrayLiteral(profile.skills)),
    copyValue(profile.headline),
    copyValue(JSON.stringify(experienceOf(profile))),
    copyValue(JSON.stringify(educationOf(profile))),
  ].join('\t')}\n`;
};
