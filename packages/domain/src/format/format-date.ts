import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

export type DateInput = string | number | Date;

/** SPEC 9: relative time is used within 5 hours. */
export const RELATIVE_TIME_WINDOW_MS = 5 * 60 * 60 * 1000;

const parse = (date: DateInput, useUtc: boolean) => (useUtc ? dayjs.utc(date) : dayjs(date));

/** 'MMM D' in UTC, e.g. 'Mar 5' (trial end in the top banner, SPEC 2.3). Empty for an invalid date. */
export const formatMonthDay = (date: DateInput): string => {
  const d = dayjs.utc(date);
  return d.isValid() ? d.format('MMM D') : '';
};

/** SPEC 9 'Mon YYYY' (experience dates), e.g. 'Mar 2024'. Local time unless `useUtc`. */
export const formatMonthYear = (date: DateInput, useUtc = false): string => {
  const d = parse(date, useUtc);
  return d.isValid() ? d.format('MMM YYYY') : '';
};

/** SPEC 9 full date-time 'ddd DD MMM h:mm A', e.g. 'Tue 05 Mar 3:07 PM'. Local time unless `useUtc`. */
export const formatDateTime = (date: DateInput, useUtc = false): string => {
  const d = parse(date, useUtc);
  return d.isValid() ? d.format('ddd DD MMM h:mm A') : '';
};

const UNITS = [
  { ms: 60 * 60 * 1000, name: 'hour' },
  { ms: 60 * 1000, name: 'minute' },
] as const;

/**
 * Relative time ('just now', '5 minutes ago', 'in 2 hours') when `date` is within 5 hours of `now`
 * (either side); otherwise the full date-time of SPEC 9. Under a minute is 'just now'; values are
 * floored to whole minutes / hours ('an hour' is written '1 hour').
 */
export const formatRelativeOrDateTime = (
  date: DateInput,
  now: DateInput = Date.now(),
  useUtc = false,
): string => {
  const d = dayjs(date);
  const n = dayjs(now);
  if (!d.isValid() || !n.isValid()) return '';
  const diff = d.valueOf() - n.valueOf();
  const abs = Math.abs(diff);
  if (abs > RELATIVE_TIME_WINDOW_MS) return formatDateTime(date, useUtc);
  for (const unit of UNITS) {
    const count = Math.floor(abs / unit.ms);
    if (count >= 1) {
      const text = `${count} ${unit.name}${count > 1 ? 's' : ''}`;
      return diff < 0 ? `${text} ago` : `in ${text}`;
    }
  }
  return 'just now';
};
