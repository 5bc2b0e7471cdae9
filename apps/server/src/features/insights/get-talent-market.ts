import { YEARS_BUCKETS, type TalentMarket } from '@hirelane/domain/insights/talent-market.schema';
import { SENIORITY_LEVELS } from '@hirelane/domain/product/seniority-levels';
import { seesEveryProject } from '@hirelane/domain/projects/project-roles';
import { buildBooleanStrings } from '@hirelane/domain/search/boolean-builder';
import { skillKey } from '@hirelane/domain/search/match-text';
import { buildSearchFromJob } from '@hirelane/domain/search/search-from-job';
import {
  talentSearchRequestSchema,
  type TalentSearchFiltersInput,
  type TalentSearchRequest,
} from '@hirelane/domain/search/talent-search.schema';
import { coreTitle, titleSynonyms } from '@hirelane/domain/search/title-synonyms';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess } from '../projects/project-access';
import { findJob, toJobInput } from '../projects/job-store';
import type { TalentSearchScope } from '../search/talent-search-engine';

export const NO_SEARCH_AREA = 'This project has no talent search: its agent interviews candidates.';

const YEARS_RANGES: Record<(typeof YEARS_BUCKETS)[number], [number, number | null]> = {
  '0–2': [0, 2],
  '3–5': [3, 5],
  '6–10': [6, 10],
  '11–15': [11, 15],
  '16+': [16, null],
};

/**
 * The talent market for a project's job, counted by the search engine itself: the market is the
 * job's titles (and their synonyms) in its location, everyone included (people already in the
 * project and do-not-contact people are part of the market too). About twenty counts, run together.
 */
export const getTalentMarket = async (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
  projectId: string,
): Promise<TalentMarket> => {
  const { project } = await loadProjectAccess(app.db, tenant, projectId);
  if (project.agent === 'charlie') throw notFound(NO_SEARCH_AREA);
  const job = await findJob(app.db, tenant.workspaceId, project.jobId);
  if (!job) throw notFound('Project not found.');
  const jobInput = toJobInput(job);
  const fromJob = buildSearchFromJob(jobInput);
  const titles = buildBooleanStrings({
    // The role without its level: the market of a Senior Backend Engineer is every Backend Engineer.
    titles: [coreTitle(jobInput.title)],
    synonyms: titleSynonyms(jobInput.title),
    mustHaveSkills: [],
    niceToHaveSkills: [],
    locations: [],
    exclusions: [],
  }).hirelane;
  const query = titles.ok ? titles.query : '';
  const marketFilters: TalentSearchFiltersInput = {
    locations: fromJob.filters.locations ?? [],
    exclude_in_project: false,
    exclude_do_not_contact: false,
  };
  const scope: TalentSearchScope = {
    workspaceId: tenant.workspaceId,
    projectId: project.id,
    viewer: { userId, seesEveryProject: seesEveryProject(tenant.role) },
  };
  const request = (
    searchQuery: string,
    filters: TalentSearchFiltersInput,
    facets = false,
  ): TalentSearchRequest =>
    talentSearchRequestSchema.parse({ query: searchQuery, filters, page_size: 1, facets });
  const count = async (filters: TalentSearchFiltersInput) =>
    (await app.talentSearch.search(scope, request(query, { ...marketFilters, ...filters }), null))
      .total;

  const mustHaves = jobInput.must_have_skills;
  const [market, pool, matching, mustHaveCounts, seniority, years] = await Promise.all([
    app.talentSearch.search(scope, request(query, marketFilters, true), null),
    app.talentSearch.search(
      scope,
      request('', { exclude_in_project: false, exclude_do_not_contact: false }),
      null,
    ),
    mustHaves.length === 0 ? Promise.resolve(null) : count({ skills_must: [...mustHaves] }),
    Promise.all(
      mustHaves.map(async (skill) => ({
        value: skill,
        count: await count({ skills_must: [skill] }),
      })),
    ),
    Promise.all(
      SENIORITY_LEVELS.map(async (level) => ({
        value: level,
        count: await count({ seniorities: [level] }),
      })),
    ),
    Promise.all(
      YEARS_BUCKETS.map(async (bucket) => {
        const [min, max] = YEARS_RANGES[bucket];
        return { value: bucket, count: await count({ years_min: min, years_max: max }) };
      }),
    ),
  ]);
  const facets = market.facets;
  const asked = new Set([...mustHaves, ...jobInput.nice_to_have_skills].map(skillKey));
  return {
    query,
    filters: request(query, marketFilters).filters,
    pool_size: pool.total,
    market_size: market.total,
    matching: matching ?? market.total,
    titles: facets?.title ?? [],
    companies: facets?.company ?? [],
    locations: facets?.location ?? [],
    seniority: seniority.filter((item) => item.count > 0),
    years: years.filter((item) => item.count > 0),
    skills: facets?.skills ?? [],
    extra_skills: (facets?.skills ?? []).filter((item) => !asked.has(skillKey(item.value))),
    must_haves: mustHaveCounts.sort((a, b) => a.count - b.count),
  };
};
