import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { abbreviateNumber } from '@hirelane/domain/format/abbreviate-number';
import { formatRelativeOrDateTime } from '@hirelane/domain/format/format-date';
import type { SavedSearch } from '@hirelane/domain/search/saved-search.schema';
import { ONLY_CREATOR_OR_ADMIN_MESSAGE } from '@hirelane/domain/projects/creator-rules';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeleteSearch, useSavedSearchesQuery } from '../api/saved-searches';
import { searchFromSaved, searchPageHref } from '../search-url-state';

const KIND_LABELS: Record<SavedSearch['kind'], string> = {
  search: 'Search',
  pipeline: 'Pipeline filter',
};

/** Where a saved entry opens: the pipeline with its filters, or the search with its query. */
export const savedSearchHref = (projectId: string, saved: SavedSearch): string => {
  if (saved.kind === 'search')
    return searchPageHref(projectId, { ...searchFromSaved(saved.query), savedId: saved._id });
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(saved.query)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      params.set(key, String(value));
  }
  const query = params.toString();
  return `/app/projects/${encodeURIComponent(projectId)}/pipeline${query ? `?${query}` : ''}`;
};

/** People matching a saved search who were added since it last ran; nothing to say when none. */
const newSinceLastRun = (saved: SavedSearch): number | null =>
  saved.new_since_last_run && saved.new_since_last_run > 0 ? saved.new_since_last_run : null;

/**
 * /app/projects/{id}/saved-filters: saved searches and pipeline filters, to open, or to delete
 * for their creator, the project owner and workspace owners or admins.
 */
export function SavedFiltersPage() {
  usePageTitle('Saved filters');
  const { id: projectId = '' } = useParams();
  const saved = useSavedSearchesQuery(projectId);
  const remove = useDeleteSearch(projectId);
  const [pending, setPending] = useState<SavedSearch | null>(null);
  const items = saved.data ?? [];

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await remove.mutateAsync(pending._id);
      toast.success(`"${pending.name}" deleted.`, { duration: 6000 });
    } catch {
      // The api client has shown the SPEC 8 toast.
    }
  };

  return (
    <main className="mx-auto w-full max-w-4xl space-y-4 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-stone-900">Saved filters</h1>
      {saved.isPending ? (
        <p role="status" className="flex items-center gap-2 text-stone-600">
          <Spinner /> Loading saved filters…
        </p>
      ) : saved.isError ? (
        <EmptyState
          title="Saved filters could not be loaded"
          description="Refresh the page to try again."
        />
      ) : items.length === 0 ? (
        <EmptyState
          title="No saved filters yet"
          description="Save a search or the pipeline's filters under a name to reopen them here in one click."
          action={{
            label: 'Open pipeline',
            to: `/app/projects/${encodeURIComponent(projectId)}/pipeline`,
          }}
        />
      ) : (
        <ul
          aria-label="Saved filters"
          className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white"
        >
          {items.map((item) => (
            <li key={item._id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-stone-900">{item.name}</p>
                <p className="text-sm text-stone-600">
                  {KIND_LABELS[item.kind]} · saved {formatRelativeOrDateTime(item.created_at)}
                  {newSinceLastRun(item) !== null ? (
                    <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                      {abbreviateNumber(newSinceLastRun(item) ?? 0)} new since last run
                    </span>
                  ) : null}
                </p>
              </div>
              <Link
                to={savedSearchHref(projectId, item)}
                aria-label={`Open ${item.name}`}
                className={buttonClasses('secondary')}
              >
                Open
              </Link>
              {item.can_delete ? (
                <Button
                  variant="ghost"
                  aria-label={`Delete ${item.name}`}
                  onClick={() => setPending(item)}
                >
                  Delete
                </Button>
              ) : (
                <p className="max-w-48 text-xs text-stone-500">{ONLY_CREATOR_OR_ADMIN_MESSAGE}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        header="Delete saved filter?"
        description={
          pending ? `"${pending.name}" will be removed for everyone in this project.` : ''
        }
        confirmText="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </main>
  );
}
