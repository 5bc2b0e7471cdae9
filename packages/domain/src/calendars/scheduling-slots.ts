import type { BusyInterval } from './ics-busy';
import { zonedTimeToUtc } from './zoned-time';

/*
 * The interview slots a scheduling link offers (issue 22): inside the organizers' working hours
 * in their time zone, at least the minimum notice from now and within the horizon, never
 * overlapping busy time widened by the buffer on both sides. The same rule re-checks a slot at
 * booking, so what was offered and what is accepted cannot disagree.
 */

export type WorkingHours = {
  timezone: string;
  /** 0 = Sunday … 6 = Saturday. */
  days: readonly number[];
  /** Minutes after local midnight. */
  startMinute: number;
  endMinute: number;
};

export type SlotRules = {
  durationMinutes: number;
  bufferMinutes: number;
  workingHours: WorkingHours;
  minimumNoticeMinutes: number;
  horizonDays: number;
  /** Slots start on this grid of local minutes (15: :00, :15, :30, :45). */
  stepMinutes: number;
};

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const localParts = (instant: Date, timeZone: string) => {
  const parts: Record<string, number> = {};
  for (const part of new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    date: { year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1 },
    minuteOfDay: (parts.hour ?? 0) * 60 + (parts.minute ?? 0),
  };
};

const overlapsBusy = (start: number, end: number, busy: readonly BusyInterval[]): boolean =>
  busy.some((interval) => interval.start.getTime() < end && interval.end.getTime() > start);

/** Is this one slot offerable now (the booking's re-check)? */
export const isSlotOpen = (
  start: Date,
  rules: SlotRules,
  busy: readonly BusyInterval[],
  now: Date,
): boolean => {
  const startMs = start.getTime();
  if (startMs < now.getTime() + rules.minimumNoticeMinutes * MINUTE_MS) return false;
  if (startMs > now.getTime() + rules.horizonDays * DAY_MS) return false;
  const { timezone } = rules.workingHours;
  const { date, minuteOfDay } = localParts(start, timezone);
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  if (!rules.workingHours.days.includes(weekday)) return false;
  const wall = (minute: number) =>
    zonedTimeToUtc(
      { ...date, hour: Math.floor(minute / 60), minute: minute % 60, second: 0 },
      timezone,
    ).getTime();
  const endMs = startMs + rules.durationMinutes * MINUTE_MS;
  if (startMs < wall(rules.workingHours.startMinute) || endMs > wall(rules.workingHours.endMinute))
    return false;
  // On the grid of local minutes, so a crafted start between offered slots is refused.
  if (start.getUTCSeconds() !== 0 || start.getUTCMilliseconds() !== 0) return false;
  if ((minuteOfDay - rules.workingHours.startMinute) % rules.stepMinutes !== 0) return false;
  const buffer = rules.bufferMinutes * MINUTE_MS;
  return !overlapsBusy(startMs - buffer, endMs + buffer, busy);
};

/** Every open slot start from now to the horizon, in order. */
export const openSlots = (rules: SlotRules, busy: readonly BusyInterval[], now: Date): Date[] => {
  const { timezone } = rules.workingHours;
  const slots: Date[] = [];
  const first = localParts(now, timezone).date;
  for (let offset = 0; offset <= rules.horizonDays; offset += 1) {
    const day = new Date(Date.UTC(first.year, first.month - 1, first.day + offset));
    if (!rules.workingHours.days.includes(day.getUTCDay())) continue;
    const date = {
      year: day.getUTCFullYear(),
      month: day.getUTCMonth() + 1,
      day: day.getUTCDate(),
    };
    for (
      let minute = rules.workingHours.startMinute;
      minute + rules.durationMinutes <= rules.workingHours.endMinute;
      minute += rules.stepMinutes
    ) {
      const start = zonedTimeToUtc(
        { ...date, hour: Math.floor(minute / 60), minute: minute % 60, second: 0 },
        timezone,
      );
      if (isSlotOpen(start, rules, busy, now)) slots.push(start);
    }
  }
  return slots;
};
