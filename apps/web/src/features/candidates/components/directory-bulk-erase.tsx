import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { bulkEraseSummary } from '@hirelane/domain/candidates/erasure.schema';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { eraseInChunks } from '../api/bulk-erase';

type DirectoryBulkEraseProps = {
  candidateIds: readonly string[];
  /** After the run (even a partial one): the selection is cleared and the summary shown. */
  onDone: (summary: string) => void;
};

const count = (n: number) => (n === 1 ? '1 person' : `${n.toLocaleString('en-US')} people`);

/** "Erase" for the selected rows (owners and admins): a confirm dialog, then progress. */
export function DirectoryBulkErase({ candidateIds, onDone }: DirectoryBulkEraseProps) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const running = done !== null;
  const total = candidateIds.length;

  const run = async () => {
    setDone(0);
    let summary: string;
    try {
      summary = bulkEraseSummary(await eraseInChunks(candidateIds, setDone));
      toast.success(summary, { duration: 8000 });
    } catch {
      // The api client has shown the SPEC 8 toast; earlier chunks stay erased.
      summary = 'The erasure stopped before the end. Reload to see who is left, then try again.';
    }
    setDone(null);
    setOpen(false);
    await queryClient.invalidateQueries();
    onDone(summary);
  };

  return (
    <>
      <Button variant="danger" disabled={total === 0} onClick={() => setOpen(true)}>
        Erase
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => !running && setOpen(next)}
        title={`Erase ${count(total)}?`}
        description={`Everything of these ${count(total)} is deleted from the whole workspace: profiles, files, project links, notes, messages, interview answers and tracking events. Only one-way hashes of their e-mail, phone and LinkedIn profile are kept, so imports do not add them back. This cannot be undone.`}
      >
        {running ? (
          <div className="mt-4 space-y-2">
            <label htmlFor="bulk-erase-progress" className="text-sm text-stone-700">
              Erased {done.toLocaleString('en-US')} of {total.toLocaleString('en-US')}…
            </label>
            <progress
              id="bulk-erase-progress"
              className="h-2 w-full accent-red-700"
              max={total}
              value={done}
            />
          </div>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={running}>
            Cancel
          </Button>
          <Button variant="danger" loading={running} onClick={() => void run()}>
            Erase {count(total)} for good
          </Button>
        </div>
      </Modal>
    </>
  );
}
