import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PROJECT_SORTS } from '@hirelane/domain/projects/project.schema';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useAppSession } from '../../../lib/use-app-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useProjectListQuery } from '../api/project-list';
import type { ProjectListParams } from '../api/query-keys';
import { NewProjectButton } from '../components/new-project-button';
import { ProjectCard, ProjectCardSkeletons } from '../components/project-card';
import { SearchIcon } from '../../../components/ui/icons';

type Sort = ProjectListParams['sortBy'];
const SORT_LABELS: Record<Sort, string> = { recent: 'Recent', name: 'Name', created: 'Created' };
const SEARCH_DEBOUNCE_MS = 250;

const isSort = (value: string | null): value is Sort =>
  (PROJECT_SORTS as readonly string[]).includes(value ?? '');

/** The search box value, sent to the server once typing pauses. */
const useDebounced = (value: string, ms: number): string => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
};

/** /app/projects: every project of the workspace, searchable and sortable, archived on demand. */
export function ProjectsPage() {
  usePageTitle('Projects');
  const workspaceId = useAppSession().profile_info.current_workspace?._id ?? '';
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const sortBy: Sort = isSort(sortParam) ? sortParam : 'recent';
  const archived = params.get('archived') === 'true';
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debouncedSearch = useDebounced(search, SEARCH_DEBOUNCE_MS);

  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debouncedSearch.trim()) next.set('search', debouncedSearch.trim());
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  }, [debouncedSearch, setParams]);

  const list = useProjectListQuery(workspaceId, { sortBy, search: debouncedSearch, archived });
  const projects = list.data ?? [];
  const filtering = debouncedSearch.trim() !== '' || archived;
  // The unfiltered list is the active projects the plan counts; a filtered one says nothing.
  const activeProjects = !filtering && list.data ? list.data.length : undefined;

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-stone-900">Projects</h1>
          <p className="mt-1 text-stone-600">
            Your job openings, each with its candidate pipeline and its agent.
          </p>
        </div>
        <div className="flex flex-wrap gap-2 self-start sm:self-auto">
          {/* The people of every project in one list (SPEC's sidebar has no entry for it). */}
          <Link to="/app/candidates" className={buttonClasses('secondary')}>
            All candidates
          </Link>
          <NewProjectButton activeProjects={activeProjects} />
        </div>
      </div>

      <div
        role="search"
        aria-label="Filter projects"
        className="mt-6 flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center"
      >
        <label className="relative flex-1">
          <span className="sr-only">Search projects</span>
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-500" />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search projects by name"
            className="block w-full rounded-lg border border-stone-300 bg-white py-2.5 pl-9 pr-3 text-base text-stone-900 placeholder:text-stone-500 focus:border-orange-500 focus:outline-none focus:ring-2 focus:ring-orange-200 sm:text-sm"
          />
        </label>
        <div className="flex items-center gap-3">
          <label className="flex items-center gap-2 text-sm text-stone-700">
            <span>Sort by</span>
            <select
              value={sortBy}
              onChange={(event) =>
                setParam('sort', event.target.value === 'recent' ? null : event.target.value)
              }
              className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 focus:border-orange-500 focus:outline-none focus:ring-2 focus:ring-orange-200 sm:text-sm"
            >
              {PROJECT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex cursor-pointer items-center gap-2 text-sm text-stone-700">
            <input
              type="checkbox"
              checked={archived}
              onChange={(event) => setParam('archived', event.target.checked ? 'true' : null)}
              className="size-4 accent-orange-700"
            />
            Archived
          </label>
        </div>
      </div>

      <section aria-label="Project list" aria-busy={list.isFetching || undefined} className="mt-6">
        {list.isPending ? (
          <>
            <p role="status" className="sr-only">
              Loading projects…
            </p>
            <ProjectCardSkeletons />
          </>
        ) : list.isError && projects.length === 0 ? (
          <EmptyState title="Projects could not be loaded" description={list.error.message}>
            <button
              type="button"
              onClick={() => void list.refetch()}
              className="mt-6 rounded-lg px-4 py-2 text-sm font-semibold text-orange-800 underline hover:text-orange-900"
            >
              Try again
            </button>
          </EmptyState>
        ) : projects.length === 0 ? (
          filtering ? (
            <EmptyState
              title={archived ? 'No archived projects' : 'No projects match'}
              description={
                debouncedSearch.trim()
                  ? `Nothing matches “${debouncedSearch.trim()}”. Try another name.`
                  : 'Archived projects show up here.'
              }
            />
          ) : (
            <EmptyState
              title="Start your first project"
              description="A project is one job opening: describe the role, pick an agent, and candidates flow into its pipeline."
            >
              <NewProjectButton className="mt-6" activeProjects={activeProjects} />
            </EmptyState>
          )
        ) : (
          <>
            <p className="sr-only" role="status">
              {projects.length} {projects.length === 1 ? 'project' : 'projects'}
            </p>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {projects.map((project) => (
                <ProjectCard key={project._id} project={project} />
              ))}
            </ul>
          </>
        )}
      </section>
    </main>
  );
}
