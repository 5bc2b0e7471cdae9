import { z } from 'zod';

/** The date-range presets of the Reports pages, in days ending today. */
export const RANGE_PRESETS = [7, 30, 90] as const;
export const DEFAULT_RANGE_DAYS = 30;
/** A report covers at most about two years: beyond it the page asks for a shorter range. */
export const MAX_RANGE_DAYS = 731;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const isoDay = z
  .string()
  .regex(ISO_DAY, 'Use a date as YYYY-MM-DD.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Not a real date.');

export const toIsoDay = (date: Date): string => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string =>
  toIsoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** The preset range of `days` days ending on `today` (both days included). */
export const presetRange = (days: number, today: string): { from: string; to: string } => ({
  from: addDays(today, -(days - 1)),
  to: today,
});

/** Days in an inclusive range. */
export const rangeDays = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * `from` and `to` of a report's query string, both UTC days and both included; either may be left
 * out (the last 30 days ending today).
 */
export const reportRangeQuery = z
  .object({ from: isoDay.optional(), to: isoDay.optional() })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: 'The start date must not be after the end date.',
    path: ['from'],
  })
  .refine(
    (range) => !range.from || !range.to || rangeDays(range.from, range.to) <= MAX_RANGE_DAYS,
    { message: `Choose a range of at most ${MAX_RANGE_DAYS} days.`, path: ['to'] },
  );
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

/** The range a query asks for, with the defaults filled in; `end` is the exclusive bound. */
export const resolveRange = (
  query: ReportRangeQuery,
  today: string,
): { from: string; to: string; start: Date; end: Date } => {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  return {
    from,
    to,
    start: new Date(`${from}T00:00:00Z`),
    end: new Date(`${addDays(to, 1)}T00:00:00Z`),
  };
};

export const reportRangeSchema = z.object({ from: z.string(), to: z.string() });
