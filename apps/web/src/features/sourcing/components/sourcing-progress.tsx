import type { SourcingRun } from '@hirelane/domain/sourcing/sourcing.schema';
import { isFinishedSourcingRun } from '@hirelane/domain/sourcing/sourcing.schema';
import { Button } from '../../../components/ui/button';

const STATUS_TEXT: Record<SourcingRun['status'], string> = {
  queued: 'Waiting for a worker to start…',
  running: 'Ria is searching and saving candidates…',
  done: 'Done.',
  cancelled: 'Cancelled.',
  failed: 'The run failed.',
};

const credits = (n: number) => `${n.toLocaleString('en-US')} credit${n === 1 ? '' : 's'}`;

/** A run's progress (searched, ranked, saved) and its outcome, announced as it changes. */
export function SourcingProgress({
  run,
  cancelling,
  onCancel,
  onClose,
  onAgain,
}: {
  run: SourcingRun;
  cancelling: boolean;
  onCancel: () => void;
  onClose: () => void;
  onAgain: () => void;
}) {
  const finished = isFinishedSourcingRun(run.status);
  const { searched, ranked, saved } = run.progress;
  return (
    <div className="space-y-4">
      <div role="status" aria-live="polite" className="space-y-2">
        <p className="text-sm font-medium text-stone-900">{STATUS_TEXT[run.status]}</p>
        <dl className="grid grid-cols-3 gap-2 text-center">
          {[
            ['Searched', searched.toLocaleString('en-US')],
            ['Ranked', ranked.toLocaleString('en-US')],
            ['Saved', `${saved.toLocaleString('en-US')} of ${run.count.toLocaleString('en-US')}`],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg bg-stone-100 px-2 py-2">
              <dt className="text-xs text-stone-600">{label}</dt>
              <dd className="text-base font-semibold text-stone-900">{value}</dd>
            </div>
          ))}
        </dl>
        {finished ? (
          <p className="text-sm text-stone-700">
            Charged {credits(run.credits_charged)}
            {run.credits_charged === 0
              ? '.'
              : ' for the saved candidates; the rest was given back.'}
          </p>
        ) : null}
        {run.message ? <p className="text-sm text-stone-700">{run.message}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {finished ? (
          <>
            <Button onClick={onClose}>{saved > 0 ? 'See them in the pipeline' : 'Close'}</Button>
            <Button variant="secondary" onClick={onAgain}>
              Start another run
            </Button>
          </>
        ) : (
          <Button variant="secondary" loading={cancelling} onClick={onCancel}>
            Cancel the run
          </Button>
        )}
      </div>
    </div>
  );
}
