import { describe, expect, it } from 'vitest';
import { busyIntervalsOfIcs, mergeBusy } from './ics-busy';
import { buildIcsEvent, foldIcsLine, utf8Length } from './ics-event';
import { zonedTimeToUtc } from './zoned-time';

const wrap = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', ...events, 'END:VCALENDAR'].join('\r\n');

describe('zonedTimeToUtc', () => {
  it('reads wall-clock times in a zone on both sides of a daylight-saving change', () => {
    const wall = { year: 2026, month: 3, day: 28, hour: 10, minute: 0, second: 0 };
    expect(zonedTimeToUtc(wall, 'Europe/Berlin').toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(zonedTimeToUtc({ ...wall, day: 30 }, 'Europe/Berlin').toISOString()).toBe(
      '2026-03-30T08:00:00.000Z',
    );
    expect(
      zonedTimeToUtc({ ...wall, month: 11, day: 24, hour: 9 }, 'America/New_York').toISOString(),
    ).toBe('2026-11-24T14:00:00.000Z');
  });
});

describe('busyIntervalsOfIcs', () => {
  it('reads UTC, zoned, all-day and duration events and skips free or cancelled ones', () => {
    const ics = wrap(
      'BEGIN:VEVENT\r\nUID:a\r\nDTSTART:20261125T100000Z\r\nDTEND:20261125T110000Z\r\nEND:VEVENT',
      'BEGIN:VEVENT\r\nUID:b\r\nDTSTART;TZID=Europe/Berlin:20261125T150000\r\nDURATION:PT30M\r\nEND:VEVENT',
      'BEGIN:VEVENT\r\nUID:c\r\nDTSTART;VALUE=DATE:20261126\r\nEND:VEVENT',
      'BEGIN:VEVENT\r\nUID:d\r\nDTSTART:20261125T120000Z\r\nDTEND:20261125T130000Z\r\nTRANSP:TRANSPARENT\r\nEND:VEVENT',
      'BEGIN:VEVENT\r\nUID:e\r\nDTSTART:20261125T120000Z\r\nDTEND:20261125T130000Z\r\nSTATUS:CANCELLED\r\nEND:VEVENT',
      'BEGIN:VEVENT\r\nUID:f\r\nDTSTART:20261127T080000Z\r\nDTEND:20261127T0900\r\n 00Z\r\nBEGIN:VALARM\r\nTRIGGER:-PT15M\r\nDTSTART:20990101T000000Z\r\nEND:VALARM\r\nEND:VEVENT',
    );
    expect(
      busyIntervalsOfIcs(ics, { zone: 'UTC' }).map((interval) => [
        interval.start.toISOString(),
        interval.end.toISOString(),
      ]),
    ).toEqual([
      ['2026-11-25T10:00:00.000Z', '2026-11-25T11:00:00.000Z'],
      ['2026-11-25T14:00:00.000Z', '2026-11-25T14:30:00.000Z'],
      ['2026-11-26T00:00:00.000Z', '2026-11-27T00:00:00.000Z'],
      ['2026-11-27T08:00:00.000Z', '2026-11-27T09:00:00.000Z'],
    ]);
  });

  it('merges overlapping and touching intervals', () => {
    const at = (hour: number) => new Date(Date.UTC(2026, 10, 25, hour));
    expect(
      mergeBusy([
        { start: at(12), end: at(13) },
        { start: at(9), end: at(10) },
        { start: at(10), end: at(11) },
        { start: at(12), end: at(12) },
      ]),
    ).toEqual([
      { start: at(9), end: at(11) },
      { start: at(12), end: at(13) },
    ]);
  });
});

describe('buildIcsEvent', () => {
  const event = {
    uid: 'interview-1@hirelane',
    start: new Date('2026-11-25T10:00:00Z'),
    end: new Date('2026-11-25T10:45:00Z'),
    summary: 'Interview: Ana Díaz, Backend Engineer; round 1',
    description: 'Line one\nLine, two',
    videoUrl: 'https://meet.example.com/abc',
    organizer: { email: 'rec@example.com', name: 'Rita "R" Recruiter' },
    attendees: [{ email: 'ana@example.com', name: 'Ana Díaz' }],
    sequence: 0,
    stampedAt: new Date('2026-11-24T09:00:00Z'),
  };

  it('writes an invitation with escaped text, CRLF lines and the attendee asked to answer', () => {
    const ics = buildIcsEvent(event, 'REQUEST');
    expect(ics).toContain('METHOD:REQUEST\r\n');
    expect(ics).toContain('DTSTART:20261125T100000Z\r\n');
    expect(ics).toContain('SUMMARY:Interview: Ana Díaz\\, Backend Engineer\\; round 1');
    expect(ics).toContain('DESCRIPTION:Line one\\nLine\\, two');
    expect(ics).toContain('ORGANIZER;CN="Rita R Recruiter":mailto:rec@example.com');
    expect(ics.replace(/\r\n /g, '')).toContain(
      'ATTENDEE;CN="Ana Díaz";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:ana@example.com',
    );
    expect(ics.split('\r\n').every((line) => utf8Length(line) <= 75)).toBe(true);
    expect(busyIntervalsOfIcs(ics)).toEqual([{ start: event.start, end: event.end }]);
  });

  it('stores without a method and cancels with the same UID', () => {
    expect(buildIcsEvent(event, 'STORE')).not.toContain('METHOD:');
    const cancel = buildIcsEvent({ ...event, sequence: 1 }, 'CANCEL');
    expect(cancel).toContain('METHOD:CANCEL');
    expect(cancel).toContain('STATUS:CANCELLED');
    expect(cancel).toContain('SEQUENCE:1');
    expect(busyIntervalsOfIcs(cancel)).toEqual([]);
  });

  it('folds long lines without splitting a character', () => {
    const folded = foldIcsLine(`SUMMARY:${'é'.repeat(60)}`);
    expect(folded.split('\r\n ').join('')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });
});
