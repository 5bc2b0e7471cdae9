import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { SavedSearch } from '@hirelane/domain/search/saved-search.schema';
import { Button, buttonClasses } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuNote,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
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
      <DropdownMenu>
        <DropdownMenuTrigger className={buttonClasses('secondary')}>
          Saved filters{pipelineFilters.length > 0 ? ` (${pipelineFilters.length})` : ''}
        </DropdownMenuTrigger>
        <DropdownMenuContent className="max-h-[60vh] w-64">
          {pipelineFilters.length === 0 ? (
            <DropdownMenuNote>No saved filters yet.</DropdownMenuNote>
          ) : (
            pipelineFilters.map((item) => (
              <DropdownMenuItem key={item._id} onSelect={() => onOpen(item)}>
                {item.name}
              </DropdownMenuItem>
            ))
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setDialogOpen(true)}>Save filter…</DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={`/app/projects/${encodeURIComponent(projectId)}/saved-filters`}>
              Manage saved filters
            </Link>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
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
