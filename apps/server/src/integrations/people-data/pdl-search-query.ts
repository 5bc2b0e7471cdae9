import {
  PeopleDataError,
  type PeopleSearchCriteria,
  type SearchSeniority,
} from './people-data-provider';

/** The subset of Elasticsearch's query DSL the mapper writes (and the fake evaluates). */
export type PdlQuery =
  | { bool: PdlBool }
  | { term: Record<string, string> }
  | { terms: Record<string, string[]> }
  | { match: Record<string, { query: string; operator: 'and' }> }
  | { match_phrase: Record<string, string> }
  | { range: Record<string, { gte?: number; lte?: number }> };

export type PdlBool = {
  must?: PdlQuery[];
  should?: PdlQuery[];
  must_not?: PdlQuery[];
  minimum_should_match?: number;
};

/** Keeps one request well under Elasticsearch's clause limit; more is a caller's mistake. */
export const MAX_VALUES_PER_CRITERION = 50;

/**
 * PDL's job_title_levels for each level of the job's scale. PDL has no middle level: `mid` maps to
 * nothing and narrows nothing (decision 025).
 */
export const PDL_LEVELS: Record<SearchSeniority, string[]> = {
  intern: ['training', 'unpaid'],
  junior: ['entry'],
  mid: [],
  senior: ['senior'],
  lead: ['manager'],
  principal: ['senior', 'director'],
  executive: ['vp', 'cxo', 'owner', 'partner'],
};

// PDL stores its keyword fields (skills, companies, places, schools) lower-cased and trimmed.
const keywords = (name: string, values: string[] | undefined): string[] => {
  const cleaned = [
    ...new Set((values ?? []).map((value) => value.trim().toLowerCase()).filter(Boolean)),
  ];
  if (cleaned.length > MAX_VALUES_PER_CRITERION)
    throw new PeopleDataError(
      'bad_request',
      `A provider search takes at most ${MAX_VALUES_PER_CRITERION} ${name} (${cleaned.length} given).`,
    );
  return cleaned;
};

const anyOf = (queries: PdlQuery[]): PdlQuery | null => {
  if (queries.length === 0) return null;
  if (queries.length === 1) return queries[0] ?? null;
  return { bool: { should: queries, minimum_should_match: 1 } };
};

const years = (value: number | undefined): number | undefined =>
  value === undefined || !Number.isFinite(value) || value < 0 ? undefined : value;

/** Our criteria as a PDL Person Search `query`: every criterion in `must`, exclusions in `must_not`. */
export const pdlSearchQuery = (criteria: PeopleSearchCriteria): { bool: PdlBool } => {
  const must: PdlQuery[] = [];
  const mustNot: PdlQuery[] = [];
  const add = (query: PdlQuery | null) => {
    if (query) must.push(query);
  };

  add(
    anyOf(
      keywords('titles', criteria.titles).map((title) => ({ match_phrase: { job_title: title } })),
    ),
  );
  for (const skill of keywords('skills', criteria.skillsAll)) add({ term: { skills: skill } });
  const anySkills = keywords('skills', criteria.skillsAny);
  if (anySkills.length > 0) add({ terms: { skills: anySkills } });

  const places = (criteria.locations ?? []).flatMap((place): PdlQuery[] => {
    const parts: PdlQuery[] = [];
    const city = place.city?.trim().toLowerCase();
    const country = place.country?.trim().toLowerCase();
    if (city) parts.push({ term: { location_locality: city } });
    if (country) parts.push({ term: { location_country: country } });
    if (parts.length === 0) return [];
    return parts.length === 1 ? parts : [{ bool: { must: parts } }];
  });
  if (places.length > MAX_VALUES_PER_CRITERION)
    throw new PeopleDataError(
      'bad_request',
      `A provider search takes at most ${MAX_VALUES_PER_CRITERION} locations (${places.length} given).`,
    );
  add(anyOf(places));

  const current = keywords('current companies', criteria.currentCompanies);
  if (current.length > 0) add({ terms: { job_company_name: current } });
  const excluded = keywords('excluded companies', criteria.excludedCompanies);
  if (excluded.length > 0) mustNot.push({ terms: { job_company_name: excluded } });
  // Past: in the history but not the current employer (PDL's experience also lists the current job).
  const past = keywords('past companies', criteria.pastCompanies);
  if (past.length > 0) {
    add({ terms: { 'experience.company.name': past } });
    mustNot.push({ terms: { job_company_name: past } });
  }

  const levels = [...new Set((criteria.seniorities ?? []).flatMap((level) => PDL_LEVELS[level]))];
  if (levels.length > 0) add({ terms: { job_title_levels: levels } });

  const min = years(criteria.minYears);
  const max = years(criteria.maxYears);
  if (min !== undefined || max !== undefined)
    add({
      range: {
        inferred_years_experience: {
          ...(min === undefined ? {} : { gte: min }),
          ...(max === undefined ? {} : { lte: max }),
        },
      },
    });

  const schools = keywords('schools', criteria.schools);
  if (schools.length > 0) add({ terms: { 'education.school.name': schools } });

  const name = criteria.name?.trim().toLowerCase();
  if (name) add({ match_phrase: { full_name: name } });

  const text = criteria.text?.trim().toLowerCase();
  if (text)
    add(
      anyOf(
        ['job_title', 'headline', 'summary'].map((field) => ({
          match: { [field]: { query: text, operator: 'and' as const } },
        })),
      ),
    );

  return {
    bool: {
      ...(must.length > 0 ? { must } : {}),
      ...(mustNot.length > 0 ? { must_not: mustNot } : {}),
    },
  };
};
