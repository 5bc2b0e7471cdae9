import { useCallback, useEffect, useState } from 'react';
import { formatDirectoryTotal } from '@hirelane/domain/candidates/candidate-directory.schema';
import type { DirectoryRow } from '@hirelane/domain/candidates/candidate-directory.schema';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListStatus } from '../../../components/ui/list-status';
import { TextField } from '../../../components/ui/text-field';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSearchParamsAhead } from '../../../lib/use-search-params-ahead';
import { useWorkspaceId } from '../../../lib/use-workspace-id';
import { useProjectListQuery } from '../../projects/api/project-list';
import {
  filtersFromParams,
  paramsFromFilters,
  useCandidateDirectory,
  type DirectoryFilters,
} from '../api/candidate-directory';
import { DirectoryBulkActions } from '../components/directory-bulk-actions';
import { DirectoryFiltersBar } from '../components/directory-filters';
import { DirectoryTable } from '../components/directory-table';
import { DirectoryTabs } from '../components/directory-tabs';
import { DuplicatesView } from '../components/duplicates-view';
import { ExportMatchingButton } from '../components/export-matching-button';

const SEARCH_DELAY_MS = 300;
const NO_SELECTION: ReadonlyMap<string, DirectoryRow> = new Map();

/** /app/candidates: every person the user may see, one row each (decision 038). */
export function CandidatesDirectoryPage() {
  usePageTitle('Candidates');
  const workspaceId = useWorkspaceId();
  const [params, setParams] = useSearchParamsAhead();
  const filters = filtersFromParams(params);
  const filtersKey = paramsFromFilters(filters).toString();
  const [search, setSearch] = useState(filters.q);
  // The address's search as last seen, and as last written from the box: a change of the
  // address that the box did not make (Back, a link) is copied into the box.
  const [seenQ, setSeenQ] = useState(filters.q);
  const [pushedQ, setPushedQ] = useState(filters.q);
  if (filters.q !== seenQ) {
    setSeenQ(filters.q);
    if (filters.q !== pushedQ) setSearch(filters.q);
  }
  // The selection belongs to the filters it was made under: other filters start with none.
  const [selection, setSelection] = useState<{
    key: string;
    rows: ReadonlyMap<string, DirectoryRow>;
  }>(() => ({
    key: filtersKey,
    rows: NO_SELECTION,
  }));
  const selected = selection.key === filtersKey ? selection.rows : NO_SELECTION;
  const setSelected = (
    next:
      | ReadonlyMap<string, DirectoryRow>
      | ((current: ReadonlyMap<string, DirectoryRow>) => ReadonlyMap<string, DirectoryRow>),
  ) =>
    setSelection((current) => {
      const rows = current.key === filtersKey ? current.rows : NO_SELECTION;
      return { key: filtersKey, rows: typeof next === 'function' ? next(rows) : next };
    });
  const [now] = useState(() => Date.now());
  const directory = useCandidateDirectory(filters);
  const projects = useProjectListQuery(workspaceId, {
    sortBy: 'name',
    search: '',
    archived: false,
  });
  const rows = directory.data?.pages.flatMap((page) => page.items) ?? [];
  const first = directory.data?.pages[0];
  const canErase = first?.can_erase ?? false;
  const canMerge = first?.can_merge ?? false;
  const duplicatesView = canMerge && params.get('view') === 'duplicates';
  const filtered = filtersKey !== '' && filtersKey !== `sort=${filters.sort}`;
  const exportQuery = paramsFromFilters({ ...filters, sort: 'recent' }).toString();

  const setFilters = useCallback(
    (next: DirectoryFilters) => setParams(paramsFromFilters(next), { replace: true }),
    [setParams],
  );
  useEffect(() => {
    if (search.trim() === filters.q) return;
    const timer = window.setTimeout(() => {
      setPushedQ(search.trim());
      setFilters({ ...filters, q: search });
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search, filters, setFilters]);

  const toggle = (row: DirectoryRow) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });
  const toggleAll = () =>
    setSelected(
      selected.size >= rows.length ? new Map() : new Map(rows.map((row) => [row.id, row])),
    );
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = directory;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">Candidates</h1>
      <p className="mt-1 text-stone-600">
        Everyone in your workspace, once each, with the projects they are in.
      </p>
      {canMerge ? <DirectoryTabs duplicates={duplicatesView} /> : null}
      {duplicatesView ? (
        <div className="mt-6">
          <DuplicatesView />
        </div>
      ) : (
        <>
          <form role="search" className="mt-6" onSubmit={(event) => event.preventDefault()}>
            <TextField
              label="Search people"
              type="search"
              placeholder="Name, e-mail, company or title"
              value={search}
              maxLength={200}
              onChange={(event) => setSearch(event.target.value)}
            />
          </form>
          <div className="mt-4">
            <DirectoryFiltersBar
              filters={filters}
              projects={(projects.data ?? []).map((project) => ({
                id: project._id,
                name: project.name,
              }))}
              onChange={setFilters}
            />
          </div>
          <div className="mt-5 space-y-3" aria-busy={directory.isPending}>
            <div className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
              <span aria-live="polite" data-testid="directory-count">
                {selected.size > 0
                  ? `${selected.size} selected`
                  : first
                    ? `${formatDirectoryTotal(first)} ${first.total === 1 && !first.total_capped ? 'person' : 'people'}`
                    : ''}
              </span>
              <DirectoryBulkActions
                selected={[...selected.values()]}
                projects={(projects.data ?? []).map((project) => ({
                  id: project._id,
                  name: project.name,
                }))}
                onDone={() => setSelected(new Map())}
                canErase={canErase}
              />
              {selected.size > 0 ? (
                <Button variant="ghost" onClick={() => setSelected(new Map())}>
                  Clear selection
                </Button>
              ) : first && first.total > 0 ? (
                <ExportMatchingButton
                  filterQuery={exportQuery}
                  totalLabel={formatDirectoryTotal(first)}
                />
              ) : null}
            </div>
            <ListStatus
              pending={directory.isPending}
              failed={directory.isError}
              empty={rows.length === 0}
              loadingLabel="Loading people"
              failedText="The people could not be loaded. Reload the page to try again."
              emptyState={
                filtered ? (
                  <EmptyState
                    title="Nobody matches"
                    description="No one in your workspace matches this search and these filters. Change them or clear the search."
                  />
                ) : (
                  <EmptyState
                    title="No candidates yet"
                    description="People you add to a project, import or save from a search show up here, once each."
                    action={{ label: 'Go to projects', to: '/app/projects' }}
                  />
                )
              }
            >
              <DirectoryTable
                rows={rows}
                hasMore={hasNextPage}
                loadingMore={isFetchingNextPage}
                onLoadMore={loadMore}
                selected={new Set(selected.keys())}
                onToggle={toggle}
                onToggleAll={toggleAll}
                now={now}
                resetKey={filtersKey}
                footer={
                  isFetchingNextPage ? (
                    <p className="px-4 py-3 text-sm text-stone-600">Loading more people…</p>
                  ) : null
                }
              />
            </ListStatus>
          </div>
        </>
      )}
    </main>
  );
}
