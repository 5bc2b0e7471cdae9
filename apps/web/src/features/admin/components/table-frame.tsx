import type { ReactNode } from 'react';

/** A table that scrolls sideways on a narrow screen, reachable by keyboard. */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={`${label} table`}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
    >
      <table className="w-full min-w-[56rem] text-left text-sm">{children}</table>
    </div>
  );
}

export const TH = 'px-4 py-2.5 text-xs font-semibold uppercase tracking-wide text-stone-600';
export const TD = 'px-4 py-3 align-top text-stone-800';
