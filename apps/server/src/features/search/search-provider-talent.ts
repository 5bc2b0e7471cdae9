import { normalizeLinkedinUrl } from '@hirelane/domain/candidates/identity';
import { seesEveryProject } from '@hirelane/domain/projects/project-roles';
import type {
  TalentMatch,
  TalentSearchPage,
  TalentSearchRequest,
  TalentSearchResult,
} from '@hirelane/domain/search/talent-search.schema';
import type { AppContext } from '../../app-context';
import { HttpError, unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import {
  PeopleDataError,
  type PeopleDataProvider,
  type PeopleSearchCriteria,
  type PeopleSearchPage,
  type ProviderProfile,
} from '../../integrations/people-data/people-data-provider';
import { loadProjectAccess } from '../projects/project-access';
import { findKnownPeople, type KnownPerson } from './known-people-store';
import { keepProviderProfiles } from './provider-profile-store';
import { providerCriteriaOf } from './provider-search-criteria';
import { MAX_WALK, providerSearchCursors } from './provider-search-cursors';

export const PROVIDER_NOT_CONFIGURED =
  'No people-data provider is configured: set PEOPLE_DATA_API_URL and PEOPLE_DATA_API_KEY to search beyond the workspace.';
const MAX_SKILLS = 12;

/**
 * The match of a provider person against the project's job. Null until the job match exists
 * (issue 17, `scoreTalentMatch`): the seam where it plugs in.
 */
export type ProviderMatchScorer = (profile: ProviderProfile) => TalentMatch | null;
const noMatch: ProviderMatchScorer = () => null;

const providerFailure = (error: PeopleDataError): HttpError =>
  new HttpError(error.kind === 'rate_limited' ? 429 : 422, error.message);

/** The searched-for skills first (as the person spells them), then the rest, at most 12. */
const skillsFirst = (skills: string[], asked: string[]): string[] => {
  const wanted = new Set(asked.map((skill) => skill.trim().toLowerCase()));
  const hits = skills.filter((skill) => wanted.has(skill.toLowerCase()));
  const rest = skills.filter((skill) => !wanted.has(skill.toLowerCase()));
  return [...hits, ...rest].slice(0, MAX_SKILLS);
};

const pastCompaniesOf = (profile: ProviderProfile): string[] => [
  ...new Set(
    profile.experience
      .filter((job) => !job.isCurrent && job.company)
      .map((job) => job.company as string),
  ),
];

const resultOf = (
  profile: ProviderProfile,
  known: KnownPerson | undefined,
  askedSkills: string[],
  match: TalentMatch | null,
): TalentSearchResult => ({
  _id: profile.providerId,
  origin: 'provider',
  full_name: profile.fullName,
  designation: profile.title,
  current_company: profile.company,
  current_city: profile.city,
  country: profile.country,
  seniority: null,
  years_of_experience: profile.yearsOfExperience,
  skills: skillsFirst(profile.skills, askedSkills),
  past_companies: pastCompaniesOf(profile),
  has_email: profile.hasEmail,
  has_phone: profile.hasPhone,
  has_linkedin: profile.linkedinUrl !== null,
  do_not_contact: known?.doNotContact ?? false,
  in_this_project: known?.inThisProject ?? false,
  projects: known?.projects ?? [],
  match,
});

/** Fetches `page`, walking forward from the nearest page whose cursor this process knows. */
const fetchPage = async (
  provider: PeopleDataProvider,
  key: string,
  criteria: PeopleSearchCriteria,
  page: number,
  size: number,
): Promise<PeopleSearchPage> => {
  let at = providerSearchCursors.nearestKnownPage(key, page);
  if (page - at > MAX_WALK)
    throw unprocessable(
      `Provider results are read page by page: open page ${at + 1} first (or search again).`,
      [{ path: 'page', message: `Open page ${at + 1} first.` }],
    );
  for (;;) {
    const cursor = providerSearchCursors.cursorFor(key, at) ?? null;
    const found = await provider.searchPeople(criteria, { size, cursor });
    if (found.cursor) providerSearchCursors.remember(key, at, found.cursor);
    if (at === page) return found;
    if (!found.cursor) return { profiles: [], total: found.total, cursor: null };
    at += 1;
  }
};

/**
 * A talent search against the people-data provider (issue 17, decision 028): the request mapped
 * to the provider's criteria (422 naming what it cannot search), one page of people marked
 * `origin: 'provider'`, each flagged when the workspace already knows them by LinkedIn profile.
 * The page's profiles are kept in `provider_profile` so saving reads them from the server.
 */
export const searchProviderTalent = async (
  app: Pick<AppContext, 'db' | 'peopleData'>,
  tenant: TenantContext,
  viewerUserId: string,
  projectId: string,
  request: TalentSearchRequest,
  scoreMatch: ProviderMatchScorer = noMatch,
): Promise<TalentSearchPage> => {
  const started = performance.now();
  const access = await loadProjectAccess(app.db, tenant, projectId);
  const provider = app.peopleData;
  if (!provider)
    throw unprocessable(PROVIDER_NOT_CONFIGURED, [
      { path: 'origin', message: PROVIDER_NOT_CONFIGURED },
    ]);
  const mapped = providerCriteriaOf(request);
  if (!mapped.ok)
    throw unprocessable(
      `The provider cannot run this search: ${mapped.errors.map((error) => error.message).join(' ')}`,
      mapped.errors,
    );
  const { criteria } = mapped;
  const key = JSON.stringify([tenant.workspaceId, request.page_size, criteria]);
  let found: PeopleSearchPage;
  try {
    found = await fetchPage(provider, key, criteria, request.page, request.page_size);
  } catch (error) {
    if (error instanceof PeopleDataError) throw providerFailure(error);
    throw error;
  }
  const profiles = found.profiles.filter((profile) => profile.providerId !== '');
  await keepProviderProfiles(app.db, tenant.workspaceId, profiles);

  const keyOf = (profile: ProviderProfile) => normalizeLinkedinUrl(profile.linkedinUrl);
  const known = await findKnownPeople(
    app.db,
    tenant.workspaceId,
    access.project.id,
    profiles.flatMap((profile) => keyOf(profile) ?? []),
    { workspaceMemberId: tenant.memberId, seesAll: seesEveryProject(tenant.role) },
  );
  const asked = [
    ...request.filters.skills_must,
    ...request.filters.skills_nice,
    ...(criteria.skillsAll ?? []),
    ...(criteria.skillsAny ?? []),
  ];
  const results = profiles
    .map((profile) => {
      const linkedinKey = keyOf(profile);
      const person = linkedinKey ? known.get(linkedinKey) : undefined;
      return resultOf(profile, person, asked, scoreMatch(profile));
    })
    .filter(
      (result) =>
        !(request.filters.exclude_in_project && result.in_this_project) &&
        !(request.filters.exclude_do_not_contact && result.do_not_contact),
    );
  return {
    results,
    total: found.total,
    page: request.page,
    page_size: request.page_size,
    facets: null,
    took_ms: Math.round(performance.now() - started),
    pending_index: 0,
    total_is_estimate: false,
  };
};
