import type { ReactNode } from 'react';
import { Logo } from './ui/logo';

/** The frame of a page a candidate opens from a link (an interview, a scheduling link). */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-stone-50">
      <header className="border-b border-stone-200 bg-white py-3">
        <div className="mx-auto flex w-full max-w-3xl items-center gap-4 px-4 sm:px-8">
          <Logo to="/" />
          <p className="truncate text-sm text-stone-700">{title}</p>
        </div>
      </header>
      <main id="content" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-8">
        {children}
      </main>
    </div>
  );
}
