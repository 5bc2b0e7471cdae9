import { zonedTimeToUtc, type WallTime } from './zoned-time';

/*
 * Occurrences of a recurring event (RFC 5545 RRULE), for free/busy only: FREQ DAILY, WEEKLY
 * (with BYDAY), MONTHLY (same day of the month) and YEARLY, with INTERVAL, COUNT and UNTIL.
 * Occurrences are counted in the event's own wall clock, so a weekly 10:00 stays at 10:00 across
 * a daylight-saving change. A rule with parts outside this subset counts its first occurrence
 * only (servers that expand recurrences themselves make this rare: decision 047).
 */

export type Rule = {
  freq: 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';
  interval: number;
  count: number | null;
  until: Date | null;
  byDay: number[] | null;
};

const WEEKDAYS: Record<string, number> = { SU: 0, MO: 1, TU: 2, WE: 3, TH: 4, FR: 5, SA: 6 };
const SUPPORTED = new Set(['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'WKST']);
/** Enough for a daily event of thirty years ago; a runaway rule stops here. */
const MAX_CANDIDATES = 20_000;

const parseUntil = (value: string): Date | null => {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  // A date-only UNTIL includes that whole day.
  if (h === undefined) return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), 23, 59, 59));
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
};

/** The rule, or null when it uses parts this reader does not expand. */
export const parseRule = (text: string): Rule | null => {
  const parts = new Map<string, string>();
  for (const part of text.split(';')) {
    const [key, value] = part.split('=');
    if (key && value !== undefined) parts.set(key.toUpperCase(), value.toUpperCase());
  }
  const freq = parts.get('FREQ');
  if (freq !== 'DAILY' && freq !== 'WEEKLY' && freq !== 'MONTHLY' && freq !== 'YEARLY') return null;
  if ([...parts.keys()].some((key) => !SUPPORTED.has(key))) return null;
  const byDayText = parts.get('BYDAY');
  let byDay: number[] | null = null;
  if (byDayText) {
    if (freq !== 'WEEKLY') return null;
    byDay = byDayText.split(',').map((day) => WEEKDAYS[day] ?? -1);
    if (byDay.some((day) => day < 0)) return null;
  }
  const interval = Number(parts.get('INTERVAL') ?? '1');
  const count = parts.has('COUNT') ? Number(parts.get('COUNT')) : null;
  if (!Number.isInteger(interval) || interval < 1) return null;
  if (count !== null && (!Number.isInteger(count) || count < 1)) return null;
  const untilText = parts.get('UNTIL');
  const until = untilText ? parseUntil(untilText) : null;
  if (untilText && !until) return null;
  return { freq, interval, count, until, byDay };
};

const DAY_MS = 86_400_000;

const wallDate = (wall: WallTime): Date => new Date(Date.UTC(wall.year, wall.month - 1, wall.day));

const withDate = (wall: WallTime, date: Date): WallTime => ({
  ...wall,
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
});

/** Candidate wall dates in order, before COUNT/UNTIL are applied. */
function* candidates(start: WallTime, rule: Rule): Generator<WallTime> {
  const first = wallDate(start);
  if (rule.freq === 'DAILY') {
    for (let step = 0; ; step += 1)
      yield withDate(start, new Date(first.getTime() + step * rule.interval * DAY_MS));
  }
  if (rule.freq === 'WEEKLY') {
    const days = rule.byDay ?? [first.getUTCDay()];
    // Weeks start on Monday (WKST's default).
    const mondayOffset = (first.getUTCDay() + 6) % 7;
    const weekStart = first.getTime() - mondayOffset * DAY_MS;
    const ordered = [...new Set(days)].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
    for (let week = 0; ; week += 1) {
      for (const day of ordered) {
        const date = new Date(weekStart + (week * rule.interval * 7 + ((day + 6) % 7)) * DAY_MS);
        if (date.getTime() >= first.getTime()) yield withDate(start, date);
      }
    }
  }
  for (let step = 0; ; step += 1) {
    const months = rule.freq === 'MONTHLY' ? step * rule.interval : step * rule.interval * 12;
    const date = new Date(Date.UTC(start.year, start.month - 1 + months, start.day));
    // A month without that day (the 31st, 29 February) has no occurrence.
    if (date.getUTCDate() === start.day) yield withDate(start, date);
    if (step > MAX_CANDIDATES) return;
  }
}

/**
 * Start instants of the occurrences that overlap [from, to), counted from the event's own start
 * (COUNT counts the ones before `from` too). `zone` null means the wall time is UTC.
 */
export const occurrenceStarts = (
  start: WallTime,
  zone: string | null,
  rule: Rule,
  window: { from: Date; to: Date; durationMs: number },
): Date[] => {
  const starts: Date[] = [];
  let produced = 0;
  for (const wall of candidates(start, rule)) {
    const instant = zone
      ? zonedTimeToUtc(wall, zone)
      : new Date(
          Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second),
        );
    if (rule.until && instant.getTime() > rule.until.getTime()) break;
    if (instant.getTime() >= window.to.getTime()) break;
    produced += 1;
    if (rule.count !== null && produced > rule.count) break;
    if (produced > MAX_CANDIDATES) break;
    if (instant.getTime() + window.durationMs > window.from.getTime()) starts.push(instant);
  }
  return starts;
};
