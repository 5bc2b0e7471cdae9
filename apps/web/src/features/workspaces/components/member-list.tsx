import type { ReactNode } from 'react';

type MemberListProps = { title: string; count: number; children: ReactNode; empty?: string };

export function MemberList({ title, count, children, empty }: MemberListProps) {
  return (
    <section aria-label={title} className="mt-6">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-stone-600">
        {title} <span className="text-stone-500">({count})</span>
      </h3>
      {count === 0 && empty ? (
        <p className="mt-2 text-sm text-stone-600">{empty}</p>
      ) : (
        <ul className="mt-1 divide-y divide-stone-100">{children}</ul>
      )}
    </section>
  );
}
