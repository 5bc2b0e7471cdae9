import type { ExperienceEntry } from '@hirelane/domain/candidates/parsed-resume.schema';
import { SENIORITY_LEVELS, type SeniorityLevel } from '@hirelane/domain/product/seniority-levels';
import { scoreTalentMatch, type JobMatchSpec } from '@hirelane/domain/search/job-match';
import { skillKey } from '@hirelane/domain/search/match-text';
import type { TalentSearchResult } from '@hirelane/domain/search/talent-search.schema';
import type { ResultRow } from './result-rows-sql';

const MAX_RESULT_SKILLS = 12;

const seniorityOf = (value: string | null): SeniorityLevel | null =>
  SENIORITY_LEVELS.find((level) => level === value) ?? null;

const earlierJobs = (experience: unknown): ExperienceEntry[] =>
  Array.isArray(experience)
    ? (experience as ExperienceEntry[]).filter((entry) => entry && !entry.is_current)
    : [];

const uniqueTexts = (texts: readonly (string | null | undefined)[]): string[] => {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const text of texts) {
    const trimmed = text?.trim();
    if (!trimmed || seen.has(trimmed.toLowerCase())) continue;
    seen.add(trimmed.toLowerCase());
    unique.push(trimmed);
  }
  return unique;
};

/** The person's skills with the asked ones first, at most MAX_RESULT_SKILLS. */
const skillsAskedFirst = (skills: readonly string[], asked: ReadonlySet<string>): string[] => {
  const wanted = skills.filter((skill) => asked.has(skillKey(skill)));
  const rest = skills.filter((skill) => !asked.has(skillKey(skill)));
  return uniqueTexts([...wanted, ...rest]).slice(0, MAX_RESULT_SKILLS);
};

export const toTalentResult = (
  row: ResultRow,
  askedSkills: ReadonlySet<string>,
  match: JobMatchSpec | null,
): TalentSearchResult => {
  const earlier = earlierJobs(row.experience);
  const seniority = seniorityOf(row.seniority);
  const fullName =
    row.full_name.trim() || [row.first_name, row.last_name].filter(Boolean).join(' ').trim();
  return {
    _id: row.id,
    origin: 'workspace',
    full_name: fullName,
    designation: row.designation,
    current_company: row.current_company,
    current_city: row.current_city,
    country: row.country,
    seniority,
    years_of_experience: row.years,
    skills: skillsAskedFirst(row.skills, askedSkills),
    past_companies: uniqueTexts(earlier.map((entry) => entry.company)),
    has_email: row.has_email,
    has_phone: row.has_phone,
    has_linkedin: row.has_linkedin,
    do_not_contact: row.do_not_contact,
    in_this_project: row.in_this_project,
    projects: row.projects,
    match: match
      ? scoreTalentMatch(match, {
          designation: row.designation,
          seniority,
          current_city: row.current_city,
          country: row.country,
          skills: row.skills,
          past_titles: earlier.map((entry) => entry.title).filter(Boolean),
        })
      : null,
  };
};
