import { abbreviateNumber } from '@hirelane/domain/format/abbreviate-number';
import { formatDuration } from '@hirelane/domain/format/format-duration';

const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** A count as SPEC 9 abbreviates it (1500 → 1.5K); null (not tracked) as a dash. */
export const formatCount = (value: number | null): string =>
  value === null ? '—' : abbreviateNumber(value);

/** A share 0–1 as a percentage; null (nothing to divide by) as a dash. */
export const formatShare = (value: number | null): string =>
  value === null ? '—' : PERCENT.format(value);

/** Seconds as SPEC 9's Hr Min Sec; null as a dash. */
export const formatSeconds = (value: number | null): string =>
  value === null ? '—' : formatDuration(value);

/** A share for a CSV cell: the percentage with one decimal, empty when there is none. */
export const shareCell = (value: number | null): string =>
  value === null ? '' : `${Math.round(value * 1000) / 10}%`;
