import type { ReactNode } from 'react';

/** A titled card of a detail page (the candidate page's sections), a region named by its title. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <h2 className="text-base font-semibold text-stone-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
