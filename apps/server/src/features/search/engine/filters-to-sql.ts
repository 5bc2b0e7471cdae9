import { placeKey } from '@hirelane/domain/search/job-match';
import type { TalentSearchFilters } from '@hirelane/domain/search/talent-search.schema';
import type { SqlParams } from './sql-params';

/** Any of the terms, each as a phrase in one tsvector column (OR). */
const anyPhrase = (column: string, terms: readonly string[], params: SqlParams): string =>
  `(${terms.map((term) => `${column} @@ hl_phrase_query(${params.add(term)})`).join(' or ')})`;

/** Years of experience, from the first job's start to the last job's end (today while current). */
export const YEARS_SQL =
  'extract(year from age(coalesce(s.experience_end, current_date), s.experience_start))::int';

/**
 * The WHERE conditions of the filters beside the query box (talentSearchFiltersSchema): each
 * given filter narrows (AND); values inside one list are alternatives, except must-have skills.
 * `projectId` is the route's project (for "exclude people already in this project").
 */
export const filterConditions = (
  filters: TalentSearchFilters,
  projectId: string,
  params: SqlParams,
): string[] => {
  const conditions: string[] = [];
  if (filters.titles.length > 0) conditions.push(anyPhrase('s.title_text', filters.titles, params));
  if (filters.seniorities.length > 0)
    conditions.push(`s.seniority = any(${params.add(filters.seniorities)}::text[])`);
  if (filters.skills_must.length > 0)
    conditions.push(`s.skill_keys @> hl_skill_keys(${params.add(filters.skills_must)}::text[])`);
  if (filters.locations.length > 0)
    // Each place also by its key, so "USA" finds people in the United States.
    conditions.push(
      anyPhrase(
        's.location_text',
        [...new Set(filters.locations.flatMap((place) => [place, placeKey(place)]))],
        params,
      ),
    );
  if (filters.companies_include.length > 0)
    conditions.push(anyPhrase('s.company_text', filters.companies_include, params));
  if (filters.companies_exclude.length > 0)
    conditions.push(`not ${anyPhrase('s.company_text', filters.companies_exclude, params)}`);
  if (filters.past_companies_include.length > 0)
    conditions.push(anyPhrase('s.past_company_text', filters.past_companies_include, params));
  if (filters.past_companies_exclude.length > 0)
    conditions.push(
      `not ${anyPhrase('s.past_company_text', filters.past_companies_exclude, params)}`,
    );
  if (filters.years_min !== null)
    conditions.push(`${YEARS_SQL} >= ${params.add(filters.years_min)}::int`);
  if (filters.years_max !== null)
    conditions.push(`${YEARS_SQL} <= ${params.add(filters.years_max)}::int`);
  if (filters.schools.length > 0)
    conditions.push(anyPhrase('s.school_text', filters.schools, params));
  if (filters.has_email) conditions.push('s.has_email');
  if (filters.has_phone) conditions.push('s.has_phone');
  if (filters.has_linkedin) conditions.push('s.has_linkedin');
  if (filters.exclude_do_not_contact) conditions.push('not s.do_not_contact');
  if (filters.exclude_in_project)
    conditions.push(
      `not exists (select 1 from project_candidate pc where pc.project_id = ${params.add(projectId)}::uuid and pc.candidate_id = s.candidate_id)`,
    );
  return conditions;
};
