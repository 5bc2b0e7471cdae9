import { useState } from 'react';
import { initialsOf } from '../../../components/ui/avatar';

/** The workspace logo, or its initials on a square when there is none (or it fails to load). */
export function WorkspaceMark({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const label = `Logo of ${name}`;
  if (logoUrl && logoUrl !== failed) {
    return (
      <img
        src={logoUrl}
        alt={label}
        onError={() => setFailed(logoUrl)}
        className="size-16 shrink-0 rounded-xl border border-stone-200 bg-white object-contain"
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={label}
      className="grid size-16 shrink-0 place-items-center rounded-xl bg-orange-100 text-xl font-bold text-orange-800"
    >
      {initialsOf(name)}
    </div>
  );
}
