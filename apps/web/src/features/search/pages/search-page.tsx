import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { abbreviateNumber } from '@hirelane/domain/format/abbreviate-number';
import { parseQuery } from '@hirelane/domain/search/query-parser';
import { termsByField } from '@hirelane/domain/search/query-terms';
import { buildSearchFromJob } from '@hirelane/domain/search/search-from-job';
import {
  TALENT_SEARCH_DEFAULT_PAGE_SIZE,
  talentSearchFiltersSchema,
  type TalentFacets,
} from '@hirelane/domain/search/talent-search.schema';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SparklesIcon } from '../../../components/ui/icons';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useJobQuery } from '../../projects/api/job-details';
import { useCurrentProject } from '../../projects/api/use-current-project';
import { useRecordSavedSearchRun } from '../api/saved-searches';
import { useTalentSearchQuery } from '../api/talent-search';
import { FacetList } from '../components/facet-list';
import { FiltersPanel } from '../components/filters-panel';
import { OriginToggle } from '../components/origin-toggle';
import { PendingIndexNote } from '../components/pending-index-note';
import { QueryBox } from '../components/query-box';
import { SaveSearchButton } from '../components/save-search-button';
import { SearchResults } from '../components/search-results';
import { activeFilterCount } from '../search-url-state';
import { useSearchUrl } from '../use-search-url';

/** Once a saved search opened here has run, tell the server (its "new since last run" restarts). */
const useRecordSavedRun = (projectId: string, savedId: string | null, ran: boolean) => {
  const record = useRecordSavedSearchRun(projectId);
  const recorded = useRef<string | null>(null);
  const { mutate } = record;
  useEffect(() => {
    if (!ran || savedId === null || recorded.current === savedId) return;
    recorded.current = savedId;
    mutate(savedId);
  }, [ran, savedId, mutate]);
};

/**
 * /app/projects/{id}/search (issue 17): the query box, the filters and facets, the people found
 * with their match to the job, and saving them to the project or its campaign. The address holds
 * the search, so a reload, Back or a shared link shows the same one.
 */
export function SearchPage() {
  usePageTitle('Search');
  const { id: projectId, workspaceId, project } = useCurrentProject();
  const job = useJobQuery(workspaceId, project.data?.linked_job ?? undefined);
  const { state, update } = useSearchUrl();
  const [draft, setDraft] = useState(state.query);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [facets, setFacets] = useState<{ key: string; value: TalentFacets } | null>(null);
  // The address changed the query (Back, a saved search, search from the job): the box follows.
  const [draftOf, setDraftOf] = useState(state.query);
  if (draftOf !== state.query) {
    setDraftOf(state.query);
    setDraft(state.query);
  }

  const parsedDraft = useMemo(() => parseQuery(draft), [draft]);
  const applied = useMemo(() => parseQuery(state.query), [state.query]);
  const terms = useMemo(() => termsByField(applied.ok ? applied.ast : null), [applied]);
  const filterCount = activeFilterCount(state.filters);
  const hasSearch = state.query.trim() !== '' || filterCount > 0;
  const searchKey = JSON.stringify([state.query, state.filters, state.origin, state.sort]);
  const request =
    hasSearch && applied.ok
      ? {
          query: state.query,
          filters: state.filters,
          origin: state.origin,
          sort: state.sort,
          page: state.page,
          page_size: TALENT_SEARCH_DEFAULT_PAGE_SIZE,
          facets: state.page === 1,
        }
      : null;
  const search = useTalentSearchQuery(projectId, request);
  const data = search.data;
  useRecordSavedRun(projectId, state.savedId, search.isSuccess && !search.isPlaceholderData);
  // Facets come with the first page of a search; later pages keep showing them.
  if (data?.facets && !search.isPlaceholderData && facets?.value !== data.facets)
    setFacets({ key: searchKey, value: data.facets });
  const shownFacets = facets?.key === searchKey ? facets.value : null;

  if (project.data?.agent === 'charlie')
    return <Navigate to={`/app/projects/${encodeURIComponent(projectId)}/pipeline`} replace />;

  const fromJob = () => {
    if (!job.data) return;
    const built = buildSearchFromJob(job.data);
    setDraft(built.query);
    update({
      query: built.query,
      filters: talentSearchFiltersSchema.parse(built.filters),
      sort: 'match',
      savedId: null,
    });
  };
  const submit = () => {
    if (!parsedDraft.ok) return;
    // The same search again: run it anew (people may have been added since).
    if (draft === state.query && state.page === 1 && request) void search.refetch();
    else update({ query: draft });
  };
  const error = search.error;
  // The provider's refusals (not configured: how to configure it; a part of the query it cannot
  // search) come as 400 or 422 with a message that says what to do.
  const providerRefused =
    state.origin === 'provider' && isApiError(error) && [400, 422].includes(error.status);

  return (
    <main className="@container mx-auto w-full max-w-7xl space-y-4 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-stone-900">Search</h1>
          <p className="text-sm text-stone-600">
            Find people in your workspace
            {state.origin === 'provider' ? ' and the people-data provider' : ''} and save them to{' '}
            {project.data?.name ?? 'this project'}.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={fromJob}
            disabled={!job.data}
            title={job.data ? undefined : 'The project has no job to search from yet'}
          >
            <SparklesIcon className="size-4" />
            Search from the job
          </Button>
          <SaveSearchButton
            projectId={projectId}
            query={state.query}
            filters={state.filters}
            disabled={!hasSearch || !applied.ok}
          />
        </div>
      </div>

      <QueryBox
        value={draft}
        onChange={setDraft}
        error={parsedDraft.ok ? null : parsedDraft.error}
        onSubmit={submit}
        busy={search.isFetching}
      />

      <div className="flex flex-wrap items-end justify-between gap-3">
        <OriginToggle origin={state.origin} onChange={(origin) => update({ origin })} />
        <SelectField
          label="Sort by"
          value={state.sort}
          onChange={(event) =>
            update({ sort: event.target.value === 'match' ? 'match' : 'relevance' })
          }
          options={[
            { value: 'relevance', label: 'Relevance' },
            { value: 'match', label: 'Match to the job' },
          ]}
          className="w-48"
        />
      </div>

      {/* The filters stand beside the results when the page itself is wide enough (the Get Started
          checklist can take part of a wide screen), else they fold under a button. */}
      <div className="grid gap-4 @3xl:grid-cols-[17rem_minmax(0,1fr)]">
        <aside aria-label="Filters" className="space-y-4">
          <Button
            variant="secondary"
            className="w-full @3xl:hidden"
            aria-expanded={filtersOpen}
            aria-controls="search-filters"
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            {filtersOpen ? 'Hide filters' : 'Show filters'}
            {filterCount > 0 ? ` (${filterCount})` : ''}
          </Button>
          <div
            id="search-filters"
            className={`${filtersOpen ? 'block' : 'hidden'} rounded-xl border border-stone-200 bg-white p-4 @3xl:block`}
          >
            <FiltersPanel filters={state.filters} onChange={(filters) => update({ filters })} />
          </div>
        </aside>

        <div className="min-w-0 space-y-4">
          {shownFacets ? (
            <FacetList
              facets={shownFacets}
              filters={state.filters}
              onChange={(filters) => update({ filters })}
            />
          ) : null}
          {hasSearch && data ? <PendingIndexNote pending={data.pending_index} /> : null}
          {!hasSearch ? (
            <EmptyState
              title="Start a search"
              description={
                job.data
                  ? 'Search from the job to start from its title, skills, location and seniority, or type a query above.'
                  : 'Type a query above, or pick filters. Add a job to the project to search from it in one click.'
              }
            >
              {job.data ? (
                <Button className="mt-6" onClick={fromJob}>
                  Search from the job
                </Button>
              ) : null}
            </EmptyState>
          ) : providerRefused ? (
            <div
              role="alert"
              className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
            >
              <p className="font-semibold">The people-data provider cannot run this search</p>
              <p className="mt-1">{error.message}</p>
              <Button
                variant="secondary"
                className="mt-3"
                onClick={() => update({ origin: 'workspace' })}
              >
                Search the workspace instead
              </Button>
            </div>
          ) : error ? (
            <div
              role="alert"
              className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
            >
              <p>{isApiError(error) ? error.message : 'The search could not be run.'}</p>
              <Button variant="secondary" className="mt-3" onClick={() => void search.refetch()}>
                Try again
              </Button>
            </div>
          ) : !data ? (
            <p role="status" className="flex items-center gap-2 text-stone-600">
              <Spinner /> Searching…
            </p>
          ) : data.total === 0 ? (
            <EmptyState
              title="No one matches"
              description="Loosen the search: remove a filter or a must-have skill, widen the location or the seniority, or use OR between alternatives."
            />
          ) : (
            <>
              <p role="status" className="text-sm text-stone-700">
                {data.total_is_estimate ? 'About ' : null}
                <span className="font-semibold">{abbreviateNumber(data.total)}</span>{' '}
                {data.total === 1 ? 'person matches' : 'people match'}
              </p>
              <SearchResults
                projectId={projectId}
                request={request ?? { page: 1, page_size: TALENT_SEARCH_DEFAULT_PAGE_SIZE }}
                data={data}
                terms={terms}
                askedSkills={[...state.filters.skills_must, ...state.filters.skills_nice]}
                canAddToCampaign={Boolean(project.data?.linked_campaign)}
                onPage={(page) => update({ ...state, page })}
                searchKey={searchKey}
              />
            </>
          )}
        </div>
      </div>
    </main>
  );
}
