import { occurrenceStarts, parseRule } from './recurrence';
import { isTimeZone, zonedTimeToUtc, type WallTime } from './zoned-time';

/*
 * Busy time read from the events a CalDAV server returns (RFC 5545). Only what free/busy needs:
 * start, end (or duration), all-day dates, time zones by IANA name, and the events that do not
 * block time (transparent or cancelled). Recurring events arrive expanded by the server when it
 * honours the calendar-query's <expand>; a master event it did not expand counts once.
 */

export type BusyInterval = { start: Date; end: Date };

type Property = { name: string; params: Record<string, string>; value: string };

/** Lines unfolded (RFC 5545 3.1: a line break followed by a space or tab continues the line). */
const unfold = (text: string): string[] =>
  text
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]/g, '')
    .split('\n')
    .filter((line) => line.length > 0);

const parseProperty = (line: string): Property | null => {
  const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  if (colon < 0) return null;
  const [name = '', ...paramParts] = line.slice(0, colon).split(';');
  const params: Record<string, string> = {};
  for (const part of paramParts) {
    const equals = part.indexOf('=');
    if (equals > 0)
      params[part.slice(0, equals).toUpperCase()] = part.slice(equals + 1).replace(/^"|"$/g, '');
  }
  return { name: name.toUpperCase(), params, value: line.slice(colon + 1) };
};

const DATE_TIME = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/;

/** A time as written: its wall clock and the zone it is read in (null: UTC). */
type WrittenTime = { wall: WallTime; zone: string | null; isDate: boolean };

const writtenTime = (
  value: string,
  params: Record<string, string>,
  defaultZone: string | null,
): WrittenTime | null => {
  const match = DATE_TIME.exec(value.trim());
  if (!match) return null;
  const wall: WallTime = {
    year: Number(match[1]),
    month: Number(match[2]),
    day: Number(match[3]),
    hour: Number(match[4] ?? 0),
    minute: Number(match[5] ?? 0),
    second: Number(match[6] ?? 0),
  };
  const isDate = params.VALUE === 'DATE' || match[4] === undefined;
  if (match[7] === 'Z') return { wall, zone: null, isDate };
  // A floating time (no zone) is read in the calendar owner's zone when known, else as UTC.
  const zone = params.TZID ?? defaultZone;
  return { wall, zone: zone && isTimeZone(zone) ? zone : null, isDate };
};

const instantOf = (time: WrittenTime): Date =>
  time.zone
    ? zonedTimeToUtc(time.wall, time.zone)
    : new Date(
        Date.UTC(
          time.wall.year,
          time.wall.month - 1,
          time.wall.day,
          time.wall.hour,
          time.wall.minute,
          time.wall.second,
        ),
      );

const parseTime = (property: Property, defaultZone: string | null): Date | null => {
  const time = writtenTime(property.value, property.params, defaultZone);
  return time ? instantOf(time) : null;
};

const DURATION = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

const durationMs = (value: string): number | null => {
  const match = DURATION.exec(value.trim());
  if (!match) return null;
  const [, sign, weeks, days, hours, minutes, seconds] = match;
  const total =
    ((Number(weeks ?? 0) * 7 + Number(days ?? 0)) * 86_400 +
      Number(hours ?? 0) * 3_600 +
      Number(minutes ?? 0) * 60 +
      Number(seconds ?? 0)) *
    1000;
  return sign === '-' ? -total : total;
};

const DAY_MS = 86_400_000;

type ParsedEvent = { properties: Property[] };

const find = (event: ParsedEvent, name: string) =>
  event.properties.find((property) => property.name === name);

const blocksTime = (event: ParsedEvent): boolean =>
  find(event, 'TRANSP')?.value.trim().toUpperCase() !== 'TRANSPARENT' &&
  find(event, 'STATUS')?.value.trim().toUpperCase() !== 'CANCELLED';

/** The event's first occurrence: its start, and how long it lasts. */
const firstOccurrence = (
  event: ParsedEvent,
  defaultZone: string | null,
): { start: WrittenTime; startAt: Date; durationMs: number } | null => {
  const startProperty = find(event, 'DTSTART');
  if (!startProperty) return null;
  const start = writtenTime(startProperty.value, startProperty.params, defaultZone);
  if (!start) return null;
  const startAt = instantOf(start);
  const endProperty = find(event, 'DTEND');
  const duration = find(event, 'DURATION');
  let end: Date | null = endProperty ? parseTime(endProperty, defaultZone) : null;
  if (!end && duration) {
    const ms = durationMs(duration.value);
    end = ms === null ? null : new Date(startAt.getTime() + ms);
  }
  end ??= new Date(startAt.getTime() + (start.isDate ? DAY_MS : 0));
  const length = end.getTime() - startAt.getTime();
  return length > 0 ? { start, startAt, durationMs: length } : null;
};

/** EXDATE values (a property may list several, comma-separated). */
const excludedStarts = (event: ParsedEvent, defaultZone: string | null): Set<number> => {
  const excluded = new Set<number>();
  for (const property of event.properties.filter((entry) => entry.name === 'EXDATE'))
    for (const value of property.value.split(',')) {
      const time = writtenTime(value, property.params, defaultZone);
      if (time) excluded.add(instantOf(time).getTime());
    }
  return excluded;
};

const parseEvents = (ics: string): ParsedEvent[] => {
  const events: ParsedEvent[] = [];
  let event: ParsedEvent | null = null;
  let nested = 0;
  for (const line of unfold(ics)) {
    const upper = line.toUpperCase();
    if (upper === 'BEGIN:VEVENT') {
      event = { properties: [] };
      nested = 0;
      continue;
    }
    if (!event) continue;
    if (upper === 'END:VEVENT') {
      events.push(event);
      event = null;
      continue;
    }
    // Alarms inside an event have their own properties: skip them.
    if (upper.startsWith('BEGIN:')) nested += 1;
    else if (upper.startsWith('END:')) nested -= 1;
    else if (nested === 0) {
      const property = parseProperty(line);
      if (property) event.properties.push(property);
    }
  }
  return events;
};

export type BusyOptions = {
  /** The calendar owner's zone, for times written without one. */
  zone?: string | null;
  /** With a window, recurring events are expanded into it; without, they count once. */
  window?: { from: Date; to: Date };
};

/** Busy intervals of the VEVENTs in one or more calendar files. */
export const busyIntervalsOfIcs = (ics: string, options: BusyOptions = {}): BusyInterval[] => {
  const zone = options.zone ?? null;
  const events = parseEvents(ics);
  const intervals: BusyInterval[] = [];
  // Occurrences moved or cancelled one by one replace the rule's occurrence they name.
  const overridden = new Set<string>();
  for (const event of events) {
    const recurrenceId = find(event, 'RECURRENCE-ID');
    const uid = find(event, 'UID')?.value.trim() ?? '';
    if (recurrenceId) {
      const at = parseTime(recurrenceId, zone);
      if (at) overridden.add(`${uid} ${at.getTime()}`);
    }
  }
  for (const event of events) {
    if (!blocksTime(event)) continue;
    const first = firstOccurrence(event, zone);
    if (!first) continue;
    const ruleText = find(event, 'RRULE')?.value;
    const rule = ruleText && !find(event, 'RECURRENCE-ID') ? parseRule(ruleText) : null;
    if (!rule || !options.window) {
      intervals.push({
        start: first.startAt,
        end: new Date(first.startAt.getTime() + first.durationMs),
      });
      continue;
    }
    const uid = find(event, 'UID')?.value.trim() ?? '';
    const excluded = excludedStarts(event, zone);
    for (const start of occurrenceStarts(first.start.wall, first.start.zone, rule, {
      ...options.window,
      durationMs: first.durationMs,
    })) {
      const key = start.getTime();
      if (excluded.has(key) || overridden.has(`${uid} ${key}`)) continue;
      intervals.push({ start, end: new Date(key + first.durationMs) });
    }
  }
  return intervals;
};

/** Overlapping or touching intervals merged, sorted by start. */
export const mergeBusy = (intervals: readonly BusyInterval[]): BusyInterval[] => {
  const sorted = [...intervals].sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: BusyInterval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.start.getTime() <= last.end.getTime()) {
      if (interval.end.getTime() > last.end.getTime()) last.end = interval.end;
    } else merged.push({ start: interval.start, end: interval.end });
  }
  return merged;
};
