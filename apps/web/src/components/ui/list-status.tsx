import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/** What a list shows before its rows: loading, a failure, or its empty state; else the rows. */
export function ListStatus({
  pending,
  failed,
  empty,
  loadingLabel,
  failedText,
  emptyState,
  children,
}: {
  pending: boolean;
  failed: boolean;
  empty: boolean;
  /** Said to screen readers while loading: "Loading people". */
  loadingLabel: string;
  failedText: string;
  emptyState: ReactNode;
  children: ReactNode;
}) {
  if (pending)
    return (
      <div className="flex justify-center py-10">
        <Spinner className="size-6 text-orange-700" />
        <span className="sr-only">{loadingLabel}</span>
      </div>
    );
  if (failed) return <p className="py-6 text-sm text-stone-700">{failedText}</p>;
  return empty ? emptyState : children;
}
