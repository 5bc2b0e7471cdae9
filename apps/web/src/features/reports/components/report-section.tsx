import type { ReactNode } from 'react';

/** One report: its heading and note, then the chart and its table (or the empty text). */
export function ReportSection({
  id,
  title,
  note,
  empty,
  emptyText,
  chart,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  empty: boolean;
  emptyText: string;
  chart?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="min-w-0 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {note ? <p className="mt-1 text-sm text-stone-600">{note}</p> : null}
      {empty ? (
        <p className="mt-3 text-sm text-stone-600">{emptyText}</p>
      ) : (
        <div className="mt-3 grid gap-4 lg:grid-cols-2">
          {chart ?? null}
          {children}
        </div>
      )}
    </section>
  );
}
