import type { SendingSchedule } from '../campaigns/sending-schedule.schema';
import { zoneClockFormatter } from '../format/zone-clock';

/*
 * When a campaign may send (its days and hours in its time zone) and how sends are spread: each
 * mailbox's sends are spaced across the window so a day's quota is not fired at the opening.
 */

type LocalParts = { weekday: number; hour: number; minute: number; second: number; day: string };

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

export const localParts = (date: Date, timeZone: string): LocalParts => {
  const parts: Record<string, string> = {};
  for (const part of zoneClockFormatter(timeZone).formatToParts(date))
    parts[part.type] = part.value;
  return {
    weekday: WEEKDAYS[parts.weekday ?? 'Sun'] ?? 0,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    day: `${parts.year}-${parts.month}-${parts.day}`,
  };
};

/** The calendar day of `date` in the schedule's time zone (daily limits count per local day). */
export const localDay = (date: Date, timeZone: string): string => localParts(date, timeZone).day;

export const isInWindow = (schedule: SendingSchedule, date: Date): boolean => {
  const local = localParts(date, schedule.timezone);
  return (
    schedule.days.includes(local.weekday) &&
    local.hour >= schedule.start_hour &&
    local.hour < schedule.end_hour
  );
};

const HOUR_MS = 3_600_000;
/** Eight days of hours: every weekly window is found within it. */
const MAX_HOURS_SEARCHED = 8 * 24 + 1;

/** The first instant at or after `from` inside the window. */
export const nextWindowStart = (schedule: SendingSchedule, from: Date): Date => {
  if (isInWindow(schedule, from)) return from;
  const local = localParts(from, schedule.timezone);
  // The next top of a local hour (time zones with half-hour offsets included).
  let at = new Date(from.getTime() + HOUR_MS - (local.minute * 60 + local.second) * 1000);
  at = new Date(at.getTime() - (at.getTime() % 1000));
  for (let step = 0; step < MAX_HOURS_SEARCHED; step += 1) {
    if (isInWindow(schedule, at)) return at;
    at = new Date(at.getTime() + HOUR_MS);
  }
  return at;
};

/** The first instant of the next local day's window after `from`'s local day. */
export const nextDayWindowStart = (schedule: SendingSchedule, from: Date): Date => {
  const local = localParts(from, schedule.timezone);
  const secondsLeftToday = (24 - local.hour) * 3600 - local.minute * 60 - local.second;
  return nextWindowStart(schedule, new Date(from.getTime() + secondsLeftToday * 1000));
};

/** Open hours a day: the window's length. */
export const windowSecondsPerDay = (schedule: SendingSchedule): number =>
  (schedule.end_hour - schedule.start_hour) * 3600;

/**
 * Seconds between two sends of one mailbox: at least `minGapSeconds`, and wide enough that
 * `dailyLimit` sends fill the window instead of bunching at its opening.
 */
export const sendSpacingSeconds = (
  schedule: SendingSchedule,
  dailyLimit: number,
  minGapSeconds: number,
): number => Math.max(minGapSeconds, windowSecondsPerDay(schedule) / Math.max(1, dailyLimit));

/** A spacing with random jitter: between the spacing and (1 + jitter) times it. */
export const jitteredSpacing = (spacingSeconds: number, jitter: number, random: number): number =>
  spacingSeconds * (1 + Math.max(0, jitter) * Math.min(1, Math.max(0, random)));
