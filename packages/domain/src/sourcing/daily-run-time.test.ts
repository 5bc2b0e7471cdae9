import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, nextDailyRunAt } from './daily-run-time';

const at = (iso: string) => new Date(iso);

describe('nextDailyRunAt', () => {
  it('is today when the time is still ahead, tomorrow once it has passed', () => {
    expect(nextDailyRunAt('07:00', 'UTC', at('2026-11-24T06:59:00Z')).toISOString()).toBe(
      '2026-11-24T07:00:00.000Z',
    );
    expect(nextDailyRunAt('07:00', 'UTC', at('2026-11-24T07:00:00Z')).toISOString()).toBe(
      '2026-11-25T07:00:00.000Z',
    );
  });

  it('reads the time on the wall clock of the zone, winter and summer', () => {
    expect(nextDailyRunAt('07:00', 'Europe/Berlin', at('2026-11-24T12:00:00Z')).toISOString()).toBe(
      '2026-11-25T06:00:00.000Z',
    );
    expect(nextDailyRunAt('07:00', 'Europe/Berlin', at('2026-07-01T12:00:00Z')).toISOString()).toBe(
      '2026-07-02T05:00:00.000Z',
    );
    expect(
      nextDailyRunAt('08:30', 'America/New_York', at('2026-11-24T12:00:00Z')).toISOString(),
    ).toBe('2026-11-24T13:30:00.000Z');
    expect(nextDailyRunAt('09:15', 'Asia/Kolkata', at('2026-11-24T00:00:00Z')).toISOString()).toBe(
      '2026-11-24T03:45:00.000Z',
    );
  });

  it('crosses the change of clocks: the day after is at the new offset', () => {
    // Berlin moves to summer time on 29 March 2026 at 02:00.
    expect(nextDailyRunAt('07:00', 'Europe/Berlin', at('2026-03-28T07:00:00Z')).toISOString()).toBe(
      '2026-03-29T05:00:00.000Z',
    );
    // ... and back on 25 October 2026.
    expect(nextDailyRunAt('07:00', 'Europe/Berlin', at('2026-10-24T06:00:00Z')).toISOString()).toBe(
      '2026-10-25T06:00:00.000Z',
    );
  });

  it('moves on past an hour the clocks skip', () => {
    const next = nextDailyRunAt('02:30', 'Europe/Berlin', at('2026-03-28T12:00:00Z'));
    expect(next.getTime()).toBeGreaterThan(at('2026-03-28T12:00:00Z').getTime());
    expect(next.getTime()).toBeLessThan(at('2026-03-29T02:00:00Z').getTime());
  });

  it('crosses the end of a month and of a year', () => {
    expect(nextDailyRunAt('06:00', 'UTC', at('2026-12-31T08:00:00Z')).toISOString()).toBe(
      '2027-01-01T06:00:00.000Z',
    );
  });
});

describe('isKnownTimeZone', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});
