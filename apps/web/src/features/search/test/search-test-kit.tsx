import { vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import type { Job } from '@hirelane/domain/projects/job.schema';
import type { SavedSearch } from '@hirelane/domain/search/saved-search.schema';
import type {
  TalentFacets,
  TalentSearchPage,
  TalentSearchResult,
} from '@hirelane/domain/search/talent-search.schema';
import { AppSessionContext } from '../../../lib/app-session-context';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { projectFixture, stubApi } from '../../projects/test/project-fixtures';
import { SavedFiltersPage } from '../pages/saved-filters-page';
import { SearchPage } from '../pages/search-page';

/** Test data and a rendered search page with its API stubbed (component tests only). */
export const talentResult = (overrides: Partial<TalentSearchResult> = {}): TalentSearchResult => ({
  _id: 'cand-1',
  origin: 'workspace',
  full_name: 'Jane Doe',
  designation: 'Backend Engineer',
  current_company: 'Acme',
  current_city: 'Berlin',
  country: 'Germany',
  seniority: 'senior',
  years_of_experience: 8,
  skills: ['Python', 'Go'],
  past_companies: [],
  has_email: true,
  has_phone: false,
  has_linkedin: true,
  do_not_contact: false,
  in_this_project: false,
  projects: [],
  match: null,
  ...overrides,
});

export const NO_FACETS: TalentFacets = { title: [], company: [], location: [], skills: [] };

export const searchPage = (
  results: TalentSearchResult[],
  overrides: Partial<TalentSearchPage> = {},
): TalentSearchPage => ({
  results,
  total: results.length,
  page: 1,
  page_size: 20,
  facets: NO_FACETS,
  took_ms: 4,
  pending_index: 0,
  total_is_estimate: false,
  ...overrides,
});

export const jobFixture = (overrides: Partial<Job> = {}): Job => ({
  _id: 'j-1',
  title: 'Senior Backend Engineer',
  company: 'Acme',
  location: 'Berlin, Germany',
  remote_policy: 'hybrid',
  employment_type: 'full_time',
  seniority: 'senior',
  salary: null,
  description: null,
  must_have_skills: ['Go', 'PostgreSQL'],
  nice_to_have_skills: ['Kubernetes'],
  is_complete: true,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

type Handlers = Parameters<typeof stubApi>[0];

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The search page (and saved filters) at `path`, with the project p-1, its job and `handlers` stubbed on `fetch`. */
export const renderSearch = (
  path: string,
  handlers: Handlers = {},
  options: { saved?: SavedSearch[]; job?: Job | null } = {},
) => {
  const { saved = [], job = jobFixture() } = options;
  const api = stubApi({
    'GET /api/project/get/p-1': () => jsonResponse(200, { success: true, data: projectFixture() }),
    'GET /api/job/get-complete-details/j-1': () =>
      job
        ? jsonResponse(200, { success: true, data: job })
        : jsonResponse(404, { success: false, message: 'Not found.' }),
    'GET /api/project/p-1/search/list': () => jsonResponse(200, { success: true, data: saved }),
    'POST /api/project/p-1/search/run': () =>
      jsonResponse(200, { success: true, data: searchPage([talentResult()]) }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const session = sessionFixture();
  const rendered = renderWithApp(
    <AppSessionContext.Provider value={session}>
      <Routes>
        <Route path="/app/projects/:id/search" element={<SearchPage />} />
        <Route path="/app/projects/:id/saved-filters" element={<SavedFiltersPage />} />
        <Route path="/app/projects/:id/pipeline" element={<h1>Pipeline</h1>} />
      </Routes>
      <Location />
    </AppSessionContext.Provider>,
    { session, path },
  );
  const runs = () =>
    api.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/search/run'));
  const lastRun = () =>
    runs().at(-1)?.body as Record<string, unknown> & {
      filters: Record<string, unknown>;
    };
  return { ...rendered, api, runs, lastRun };
};
