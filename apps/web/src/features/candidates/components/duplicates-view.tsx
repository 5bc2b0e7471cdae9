import { useState } from 'react';
import { toast } from 'sonner';
import {
  DUPLICATE_REASON_LABELS,
  type DuplicatePair,
} from '@hirelane/domain/candidates/duplicates.schema';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListStatus } from '../../../components/ui/list-status';
import { Modal } from '../../../components/ui/modal';
import { useDismissDuplicate, useDuplicates, useMergeDuplicates } from '../api/duplicates';
import { DuplicateCompare } from './duplicate-compare';

const pairKey = (pair: DuplicatePair) => `${pair.a.id}:${pair.b.id}`;

/** "Possible duplicates" of the directory: the pairs, each opened side by side to merge. */
export function DuplicatesView() {
  const duplicates = useDuplicates(true);
  const merge = useMergeDuplicates();
  const dismiss = useDismissDuplicate();
  const [open, setOpen] = useState<DuplicatePair | null>(null);
  const pairs = duplicates.data?.pairs ?? [];
  const busy = merge.isPending || dismiss.isPending;

  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">
        People with the same name and company, or the same phone, who were not merged on import.
      </p>
      <ListStatus
        pending={duplicates.isPending}
        failed={duplicates.isError}
        empty={pairs.length === 0}
        loadingLabel="Loading possible duplicates"
        failedText="The possible duplicates could not be loaded. Reload the page to try again."
        emptyState={
          <EmptyState
            title="No possible duplicates"
            description="Nobody shares a name and company or a phone with someone else right now."
          />
        }
      >
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {pairs.map((pair) => (
            <li
              key={pairKey(pair)}
              className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="truncate font-medium text-stone-900">
                  {pair.a.full_name} and {pair.b.full_name}
                </p>
                <p className="text-sm text-stone-600">{DUPLICATE_REASON_LABELS[pair.reason]}</p>
              </div>
              <Button variant="secondary" onClick={() => setOpen(pair)}>
                Compare
              </Button>
            </li>
          ))}
        </ul>
        {duplicates.data?.capped ? (
          <p className="text-sm text-stone-600">
            Showing the newest 100 pairs. More appear as you merge or dismiss these.
          </p>
        ) : null}
      </ListStatus>
      <Modal
        open={open !== null}
        onOpenChange={(next) => !busy && !next && setOpen(null)}
        title="Compare possible duplicates"
        description={open ? DUPLICATE_REASON_LABELS[open.reason] : undefined}
        width={900}
      >
        {open ? (
          <DuplicateCompare
            key={pairKey(open)}
            pair={open}
            busy={busy}
            onCancel={() => setOpen(null)}
            onMerge={(choice) => {
              merge.mutate(
                {
                  primaryId: choice.primary.id,
                  secondaryId: choice.secondary.id,
                  keep: choice.keep,
                },
                {
                  onSuccess: (answer) => {
                    toast.success(answer.message ?? 'Merged.', { duration: 6000 });
                    setOpen(null);
                  },
                },
              );
            }}
            onDismiss={() =>
              dismiss.mutate(
                { primaryId: open.a.id, secondaryId: open.b.id },
                {
                  onSuccess: (answer) => {
                    toast.success(answer.message ?? 'Kept as two people.', { duration: 6000 });
                    setOpen(null);
                  },
                },
              )
            }
          />
        ) : null}
      </Modal>
    </div>
  );
}
