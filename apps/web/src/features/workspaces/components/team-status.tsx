type Tone = 'green' | 'amber' | 'red' | 'stone';

const TONES: Record<Tone, string> = {
  green: 'bg-green-50 text-green-800 ring-green-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  stone: 'bg-stone-100 text-stone-700 ring-stone-200',
};

export const formatTeamDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
};

type TeamStatusProps = { label: string; tone: Tone; detail?: string | null };

/** The Status cell: a badge, and a line saying since or until when. */
export function TeamStatus({ label, tone, detail }: TeamStatusProps) {
  return (
    <div className="flex flex-col items-end gap-0.5 md:items-start">
      <span
        className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}
      >
        <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
        {label}
      </span>
      {detail ? <span className="text-xs text-stone-600">{detail}</span> : null}
    </div>
  );
}
