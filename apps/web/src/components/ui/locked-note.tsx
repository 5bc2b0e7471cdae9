import type { ReactNode } from 'react';
import { LockIcon } from './icons';

/** A note with a lock: why something can't be changed. */
export function LockedNote({
  id,
  className = '',
  children,
}: {
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p
      id={id}
      className={`flex items-start gap-2 rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700 ${className}`}
    >
      <LockIcon className="mt-0.5 size-4" />
      <span>{children}</span>
    </p>
  );
}
