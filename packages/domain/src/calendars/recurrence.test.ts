import { describe, expect, it } from 'vitest';
import { busyIntervalsOfIcs } from './ics-busy';
import { parseRule } from './recurrence';

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', ...lines, 'END:VCALENDAR'].join('\r\n');

const starts = (ics: string, from: string, to: string, zone: string | null = null) =>
  busyIntervalsOfIcs(ics, { zone, window: { from: new Date(from), to: new Date(to) } }).map(
    (interval) => interval.start.toISOString(),
  );

describe('recurring events in free/busy', () => {
  it('keeps a weekly 10:00 at 10:00 local across the end of daylight-saving time', () => {
    const ics = calendar(
      'BEGIN:VEVENT',
      'UID:weekly',
      'DTSTART;TZID=Europe/Berlin:20261019T100000',
      'DTEND;TZID=Europe/Berlin:20261019T110000',
      'RRULE:FREQ=WEEKLY;BYDAY=MO,WE',
      'END:VEVENT',
    );
    expect(starts(ics, '2026-10-24T00:00:00Z', '2026-10-29T00:00:00Z')).toEqual([
      '2026-10-26T09:00:00.000Z',
      '2026-10-28T09:00:00.000Z',
    ]);
    expect(starts(ics, '2026-10-19T00:00:00Z', '2026-10-22T00:00:00Z')).toEqual([
      '2026-10-19T08:00:00.000Z',
      '2026-10-21T08:00:00.000Z',
    ]);
  });

  it('counts COUNT from the first occurrence, stops at UNTIL and skips EXDATE', () => {
    const daily = (rule: string, extra: string[] = []) =>
      calendar(
        'BEGIN:VEVENT',
        'UID:daily',
        'DTSTART:20261101T080000Z',
        'DURATION:PT1H',
        `RRULE:${rule}`,
        ...extra,
        'END:VEVENT',
      );
    expect(
      starts(daily('FREQ=DAILY;COUNT=5'), '2026-11-04T00:00:00Z', '2026-11-30T00:00:00Z'),
    ).toEqual(['2026-11-04T08:00:00.000Z', '2026-11-05T08:00:00.000Z']);
    expect(
      starts(
        daily('FREQ=DAILY;INTERVAL=2;UNTIL=20261107T000000Z'),
        '2026-11-01T00:00:00Z',
        '2026-11-30T00:00:00Z',
      ),
    ).toEqual(['2026-11-01T08:00:00.000Z', '2026-11-03T08:00:00.000Z', '2026-11-05T08:00:00.000Z']);
    expect(
      starts(
        daily('FREQ=DAILY;COUNT=3', ['EXDATE:20261102T080000Z']),
        '2026-11-01T00:00:00Z',
        '2026-11-30T00:00:00Z',
      ),
    ).toEqual(['2026-11-01T08:00:00.000Z', '2026-11-03T08:00:00.000Z']);
  });

  it('replaces a moved occurrence by its override and skips months without the day', () => {
    const ics = calendar(
      'BEGIN:VEVENT',
      'UID:monthly',
      'DTSTART:20260131T150000Z',
      'DTEND:20260131T160000Z',
      'RRULE:FREQ=MONTHLY;COUNT=4',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:monthly',
      'RECURRENCE-ID:20260331T150000Z',
      'DTSTART:20260330T090000Z',
      'DTEND:20260330T100000Z',
      'END:VEVENT',
    );
    expect(starts(ics, '2026-01-01T00:00:00Z', '2026-12-31T00:00:00Z').sort()).toEqual([
      '2026-01-31T15:00:00.000Z',
      '2026-03-30T09:00:00.000Z',
      '2026-05-31T15:00:00.000Z',
      '2026-07-31T15:00:00.000Z',
    ]);
  });

  it('reads an event of years ago that still repeats, and counts an unknown rule once', () => {
    const old = calendar(
      'BEGIN:VEVENT',
      'UID:old',
      'DTSTART:20060105T070000Z',
      'DTEND:20060105T071500Z',
      'RRULE:FREQ=DAILY',
      'END:VEVENT',
    );
    expect(starts(old, '2026-11-24T00:00:00Z', '2026-11-26T00:00:00Z')).toEqual([
      '2026-11-24T07:00:00.000Z',
      '2026-11-25T07:00:00.000Z',
    ]);
    expect(parseRule('FREQ=MONTHLY;BYDAY=2TU')).toBeNull();
    expect(parseRule('FREQ=HOURLY')).toBeNull();
    const unknown = calendar(
      'BEGIN:VEVENT',
      'UID:u',
      'DTSTART:20261124T070000Z',
      'DTEND:20261124T080000Z',
      'RRULE:FREQ=MONTHLY;BYSETPOS=-1;BYDAY=FR',
      'END:VEVENT',
    );
    expect(starts(unknown, '2026-11-01T00:00:00Z', '2027-03-01T00:00:00Z')).toEqual([
      '2026-11-24T07:00:00.000Z',
    ]);
  });
});
