import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { TalentSearchFilters } from '@hirelane/domain/search/talent-search.schema';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useSaveSearch } from '../api/saved-searches';
import { savedSearchQueryOf } from '../search-url-state';

type SaveSearchButtonProps = {
  projectId: string;
  query: string;
  filters: TalentSearchFilters;
  disabled: boolean;
};

/** Saves the query and its filters under a name; /saved-filters lists and reopens it. */
export function SaveSearchButton({ projectId, query, filters, disabled }: SaveSearchButtonProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useSaveSearch(projectId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setError('This field is required.');
      return;
    }
    try {
      await save.mutateAsync({
        name: trimmed,
        kind: 'search',
        query: savedSearchQueryOf(query, filters),
      });
      toast.success(`Search "${trimmed}" saved.`, { duration: 6000 });
      setOpen(false);
      setName('');
    } catch {
      // The api client has shown the SPEC 8 toast.
    }
  };

  return (
    <>
      <Button variant="secondary" disabled={disabled} onClick={() => setOpen(true)}>
        Save search
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setError(undefined);
        }}
        title="Save this search"
        description="Saved searches are listed under Saved filters for everyone in this project."
      >
        <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-4" noValidate>
          <TextField
            label="Name"
            value={name}
            maxLength={80}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
            error={error}
            autoFocus
          />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
