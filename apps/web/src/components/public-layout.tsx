import type { ReactNode } from 'react';
import { Logo } from './ui/logo';

type PublicLayoutProps = { children: ReactNode; logoTo?: string };

/** A logo bar and a centred card area (SPEC 2.3 public layout). */
export function PublicLayout({ children, logoTo = '/app' }: PublicLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-orange-50 via-stone-50 to-stone-50">
      <header className="px-4 py-5 sm:px-8">
        <Logo to={logoTo} />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-16 pt-4 sm:items-center sm:pt-0">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
