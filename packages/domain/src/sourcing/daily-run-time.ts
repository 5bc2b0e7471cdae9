/** "07:00": the local time of a daily run, on a 24-hour clock. */
export const LOCAL_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether the runtime knows this IANA time zone ("Europe/Berlin"). */
export const isKnownTimeZone = (timeZone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
};

const partsIn = (instant: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((one) => one.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
};

/** The zone's offset from UTC at this instant, in milliseconds (Berlin in summer: +2 h). */
const offsetAt = (instant: Date, timeZone: string): number => {
  const local = partsIn(instant, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  return asUtc - Math.floor(instant.getTime() / 60_000) * 60_000;
};

/** The instant the wall clock of `timeZone` shows this date and time (a skipped hour moves on). */
const instantOf = (
  date: { year: number; month: number; day: number },
  hour: number,
  minute: number,
  timeZone: string,
): Date => {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  let instant = wall - offsetAt(new Date(wall), timeZone);
  // Once more with the offset of the instant found: right on either side of a DST change.
  instant = wall - offsetAt(new Date(instant), timeZone);
  return new Date(instant);
};

/**
 * The next run of a daily schedule strictly after `after`: today at `localTime` in `timeZone` if
 * that is still ahead, otherwise tomorrow. Daylight saving is followed: 07:00 in Berlin is 05:00
 * UTC in summer and 06:00 UTC in winter.
 */
export const nextDailyRunAt = (localTime: string, timeZone: string, after: Date): Date => {
  const match = LOCAL_TIME_PATTERN.exec(localTime);
  if (!match) throw new Error(`not a local time: ${localTime}`);
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const today = partsIn(after, timeZone);
  const candidate = instantOf(today, hour, minute, timeZone);
  if (candidate.getTime() > after.getTime()) return candidate;
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  return instantOf(
    {
      year: tomorrow.getUTCFullYear(),
      month: tomorrow.getUTCMonth() + 1,
      day: tomorrow.getUTCDate(),
    },
    hour,
    minute,
    timeZone,
  );
};
