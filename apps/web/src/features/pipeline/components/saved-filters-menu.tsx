import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { SavedSearch } from '@hirelane/domain/search/saved-search.schema';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { useSaveSearch, useSavedSearchesQuery } from '../../search/api/saved-searches';
import { savedFilterQuery, type PipelineFilters } from '../filter-query';

type SavedFiltersMenuProps = {
  projectId: string;
  filters: PipelineFilters;
  onOpen: (saved: SavedSearch) => void;
};

const ITEM =
  'flex min-h-9 cursor-pointer items-center rounded-md px-3 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-orange-50 data-[highlighted]:text-orange-900';

/** "Saved filters" menu (kind 'pipeline') and the "Save filter" dialog. */
export function SavedFiltersMenu({ projectId, filters, onOpen }: SavedFiltersMenuProps) {
  const saved = useSavedSearchesQuery(projectId);
  const save = useSaveSearch(projectId);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const pipelineFilters = (saved.data ?? []).filter((item) => item.kind === 'pipeline');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('This field is required.');
      return;
    }
    try {
      await save.mutateAsync({
        name: name.trim(),
        kind: 'pipeline',
        query: savedFilterQuery(filters),
      });
      toast.success(`Filter "${name.trim()}" saved.`, { duration: 6000 });
      setDialogOpen(false);
      setName('');
      setError(undefined);
    } catch (failure) {
      setError(isApiError(failure) ? (failure.fieldMessage('name') ?? failure.message) : undefined);
    }
  };

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className={buttonClasses('secondary')}>
          Saved filters{pipelineFilters.length > 0 ? ` (${pipelineFilters.length})` : ''}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="start"
            sideOffset={6}
            className="z-40 max-h-[60vh] w-64 overflow-y-auto rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
          >
            {pipelineFilters.length === 0 ? (
              <p className="px-3 py-2 text-sm text-stone-600">No saved filters yet.</p>
            ) : (
              pipelineFilters.map((item) => (
                <DropdownMenu.Item key={item._id} className={ITEM} onSelect={() => onOpen(item)}>
                  {item.name}
                </DropdownMenu.Item>
              ))
            )}
            <DropdownMenu.Separator className="my-1 h-px bg-stone-100" />
            <DropdownMenu.Item className={ITEM} onSelect={() => setDialogOpen(true)}>
              Save filter…
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={ITEM}>
              <Link to={`/app/projects/${encodeURIComponent(projectId)}/saved-filters`}>
                Manage saved filters
              </Link>
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Modal
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        title="Save filter"
        description="Keep the current stage, search, filters and sort under a name."
      >
        <form onSubmit={(event) => void onSubmit(event)} className="mt-4 space-y-4" noValidate>
          <TextField
            label="Filter name"
            value={name}
            maxLength={80}
            onChange={(event) => setName(event.target.value)}
            error={error}
            autoFocus
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setDialogOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save filter
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
