import { useId } from 'react';

type ProgressBarProps = {
  label: string;
  /** Done so far; null while the total is not known yet (an indeterminate bar). */
  value: number | null;
  max: number;
  /** What a screen reader says instead of the bare number, e.g. "12,340 of 100,000 rows". */
  valueText?: string | undefined;
  /** Shown under the bar; defaults to valueText. */
  caption?: string | undefined;
  tone?: 'progress' | 'success' | 'error';
};

const TONES = {
  progress: 'bg-orange-600',
  success: 'bg-green-600',
  error: 'bg-red-600',
} as const;

/** SPEC 9: long work shows its progress. */
export function ProgressBar({
  label,
  value,
  max,
  valueText,
  caption = valueText,
  tone = 'progress',
}: ProgressBarProps) {
  const labelId = useId();
  const known = value !== null && max > 0;
  const percent = known ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-stone-800">
          {label}
        </span>
        {known ? <span className="text-stone-600 tabular-nums">{Math.floor(percent)}%</span> : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={known ? 0 : undefined}
        aria-valuemax={known ? max : undefined}
        aria-valuenow={known ? Math.min(value, max) : undefined}
        aria-valuetext={valueText}
        className="mt-2 h-2.5 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-300 ${TONES[tone]} ${
            known ? '' : 'w-1/3 animate-pulse'
          }`}
          style={known ? { width: `${percent}%` } : undefined}
        />
      </div>
      {caption ? <p className="mt-1.5 text-sm text-stone-600 tabular-nums">{caption}</p> : null}
    </div>
  );
}
