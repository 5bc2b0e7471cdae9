import { useEffect, useState } from 'react';
import { ACTIVITY_KINDS, type ActivityKind } from '@hirelane/domain/activity/activity.schema';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListStatus } from '../../../components/ui/list-status';
import { useAppSession } from '../../../lib/use-app-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSearchParamsAhead } from '../../../lib/use-search-params-ahead';
import { useWorkspaceId } from '../../../lib/use-workspace-id';
import { useProjectListQuery } from '../../projects/api/project-list';
import { useActivityFeed, useNeedsYou, type ActivityFilters } from '../api/activity';
import { ActivityFeed } from '../components/activity-feed';
import { ActivityFiltersBar } from '../components/activity-filters';
import { NeedsYouPanel } from '../components/needs-you-panel';
import { LinkedinTasksPanel } from '../../linkedin/components/linkedin-tasks-panel';

const MINUTE = 60_000;

const kindFrom = (value: string | null): ActivityKind | null =>
  value !== null && (ACTIVITY_KINDS as readonly string[]).includes(value)
    ? (value as ActivityKind)
    : null;

/** The clock the relative times read, moved on every minute. */
const useNow = (): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  return now;
};

/** /app and /app/home: "Needs you", then what happened across the projects the user can see. */
export function ActivityPage() {
  usePageTitle('Activity');
  const session = useAppSession();
  const firstName = session.profile_info.first_name;
  const workspaceId = useWorkspaceId();
  const [params, setParams] = useSearchParamsAhead();
  const filters: ActivityFilters = {
    projectId: params.get('project') || null,
    kind: kindFrom(params.get('kind')),
  };
  const filtered = filters.projectId !== null || filters.kind !== null;
  const now = useNow();
  const needsYou = useNeedsYou();
  const feed = useActivityFeed(filters);
  const projects = useProjectListQuery(workspaceId, {
    sortBy: 'name',
    search: '',
    archived: false,
  });
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];

  const setFilters = (next: ActivityFilters) => {
    const query = new URLSearchParams(params);
    if (next.projectId) query.set('project', next.projectId);
    else query.delete('project');
    if (next.kind) query.set('kind', next.kind);
    else query.delete('kind');
    setParams(query, { replace: true });
  };

  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">Activity</h1>
      <p className="mt-1 text-stone-600">
        {firstName ? `Welcome back, ${firstName}. ` : ''}What happened across your projects and
        campaigns.
      </p>
      <div className="mt-6">
        <NeedsYouPanel items={needsYou.data?.items} isError={needsYou.isError} />
      </div>
      <div className="mt-4">
        <LinkedinTasksPanel />
      </div>
      <section aria-labelledby="feed-heading" className="mt-8">
        <h2 id="feed-heading" className="text-lg font-semibold text-stone-900">
          What happened
        </h2>
        <div className="mt-3">
          <ActivityFiltersBar
            filters={filters}
            projects={(projects.data ?? []).map((project) => ({
              id: project._id,
              name: project.name,
            }))}
            onChange={setFilters}
          />
        </div>
        <div className="mt-5" aria-live="polite" aria-busy={feed.isPending}>
          <ListStatus
            pending={feed.isPending}
            failed={feed.isError}
            empty={items.length === 0}
            loadingLabel="Loading activity"
            failedText="The activity could not be loaded. Reload the page to try again."
            emptyState={
              filtered ? (
                <EmptyState
                  title="Nothing matches these filters"
                  description="Nothing of this kind happened in this project yet. Choose another project or show everything."
                />
              ) : (
                <EmptyState
                  title="No activity yet"
                  description="Replies, candidates moving through pipelines and campaign results will show up here once you run your first project."
                  action={{ label: 'Go to projects', to: '/app/projects' }}
                />
              )
            }
          >
            <ActivityFeed
              items={items}
              now={now}
              hasMore={feed.hasNextPage}
              loadingMore={feed.isFetchingNextPage}
              onLoadMore={() => {
                if (feed.hasNextPage && !feed.isFetchingNextPage) void feed.fetchNextPage();
              }}
            />
          </ListStatus>
        </div>
      </section>
    </main>
  );
}
