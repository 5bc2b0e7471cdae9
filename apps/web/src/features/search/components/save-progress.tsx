import type { SaveOutcome, SaveProgress } from '../api/use-save-talent';
import { Button } from '../../../components/ui/button';

/** The progress bar of a save in chunks, then its summary. */
export function SaveProgressNote({
  progress,
  outcome,
  onDismiss,
}: {
  progress: SaveProgress | null;
  outcome: SaveOutcome | null;
  onDismiss: () => void;
}) {
  if (progress) {
    const percent = progress.total === 0 ? 100 : Math.round((progress.done / progress.total) * 100);
    const label =
      progress.target === 'in_campaign'
        ? 'Adding people to the campaign'
        : 'Saving people to the project';
    return (
      <div className="rounded-xl border border-stone-200 bg-white p-3">
        <p className="text-sm text-stone-800">
          {label}: {progress.done.toLocaleString('en-US')} of{' '}
          {progress.total.toLocaleString('en-US')}
        </p>
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={progress.total}
          aria-valuenow={progress.done}
          aria-valuetext={`${progress.done} of ${progress.total}`}
          className="mt-2 h-2 overflow-hidden rounded-full bg-stone-100"
        >
          <div className="h-full bg-orange-600 transition-all" style={{ width: `${percent}%` }} />
        </div>
      </div>
    );
  }
  if (!outcome) return null;
  return (
    <div
      role="status"
      className={`flex flex-wrap items-center gap-2 rounded-xl border p-3 text-sm ${
        outcome.failed
          ? 'border-red-200 bg-red-50 text-red-900'
          : 'border-green-200 bg-green-50 text-green-900'
      }`}
    >
      <p className="flex-1">{outcome.summary}</p>
      <Button variant="ghost" className="min-h-8 py-1" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}
