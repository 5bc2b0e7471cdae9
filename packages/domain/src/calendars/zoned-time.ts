import { zoneClockFormatter } from '../format/zone-clock';

/** Wall-clock parts of a local time, as written in a calendar file. */
export type WallTime = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

/** How far the zone's wall clock is ahead of UTC at this instant, in milliseconds. */
const offsetAt = (instant: number, timeZone: string): number => {
  const parts: Record<string, number> = {};
  for (const part of zoneClockFormatter(timeZone).formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
};

/**
 * The instant a wall-clock time in a zone names. Twice refined so that a time just after a
 * daylight-saving change lands on the right side of it; a time that does not exist (skipped by
 * the change) moves forward, as calendar clients do.
 */
export const zonedTimeToUtc = (wall: WallTime, timeZone: string): Date => {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const first = naive - offsetAt(naive, timeZone);
  const second = naive - offsetAt(first, timeZone);
  return new Date(second);
};

export const isTimeZone = (timeZone: string): boolean => {
  try {
    zoneClockFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
};
