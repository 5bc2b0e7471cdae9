import { describe, expect, it } from 'vitest';
import type { SendingSchedule } from '../campaigns/sending-schedule.schema';
import {
  isInWindow,
  jitteredSpacing,
  localDay,
  nextDayWindowStart,
  nextWindowStart,
  sendSpacingSeconds,
} from './sending-window';

const weekdays9to17 = (timezone: string): SendingSchedule => ({
  days: [1, 2, 3, 4, 5],
  start_hour: 9,
  end_hour: 17,
  timezone,
});

describe('sending window', () => {
  it('is open on a weekday within the hours of its own time zone', () => {
    // Monday 2026-11-23 08:30 UTC is 09:30 in Berlin (UTC+1).
    const at = new Date('2026-11-23T08:30:00Z');
    expect(isInWindow(weekdays9to17('Europe/Berlin'), at)).toBe(true);
    expect(isInWindow(weekdays9to17('UTC'), at)).toBe(false);
    expect(isInWindow(weekdays9to17('America/New_York'), at)).toBe(false);
  });

  it('closes at the end hour and on days not picked', () => {
    const schedule = weekdays9to17('UTC');
    expect(isInWindow(schedule, new Date('2026-11-23T16:59:59Z'))).toBe(true);
    expect(isInWindow(schedule, new Date('2026-11-23T17:00:00Z'))).toBe(false);
    expect(isInWindow(schedule, new Date('2026-11-22T12:00:00Z'))).toBe(false); // Sunday
  });

  it('finds the next opening: later today, tomorrow, or after the weekend', () => {
    const schedule = weekdays9to17('UTC');
    expect(nextWindowStart(schedule, new Date('2026-11-23T07:15:20Z')).toISOString()).toBe(
      '2026-11-23T09:00:00.000Z',
    );
    expect(nextWindowStart(schedule, new Date('2026-11-23T18:00:00Z')).toISOString()).toBe(
      '2026-11-24T09:00:00.000Z',
    );
    // Friday evening → Monday morning.
    expect(nextWindowStart(schedule, new Date('2026-11-27T17:30:00Z')).toISOString()).toBe(
      '2026-11-30T09:00:00.000Z',
    );
    const inside = new Date('2026-11-23T10:11:12Z');
    expect(nextWindowStart(schedule, inside)).toBe(inside);
  });

  it('opens at the local hour in a time zone with a half-hour offset', () => {
    // 09:00 in Kolkata (UTC+5:30) is 03:30 UTC.
    const start = nextWindowStart(weekdays9to17('Asia/Kolkata'), new Date('2026-11-23T01:00:00Z'));
    expect(start.toISOString()).toBe('2026-11-23T03:30:00.000Z');
  });

  it('follows daylight saving time: 9:00 in New York moves from 13:00 to 14:00 UTC', () => {
    const schedule = weekdays9to17('America/New_York');
    expect(nextWindowStart(schedule, new Date('2026-10-26T05:00:00Z')).toISOString()).toBe(
      '2026-10-26T13:00:00.000Z',
    );
    expect(nextWindowStart(schedule, new Date('2026-11-09T05:00:00Z')).toISOString()).toBe(
      '2026-11-09T14:00:00.000Z',
    );
  });

  it('moves to the next day once a day is used up, even mid-window', () => {
    const schedule = weekdays9to17('UTC');
    expect(nextDayWindowStart(schedule, new Date('2026-11-23T10:00:00Z')).toISOString()).toBe(
      '2026-11-24T09:00:00.000Z',
    );
    expect(localDay(new Date('2026-11-23T23:30:00Z'), 'Europe/Berlin')).toBe('2026-11-24');
  });

  it('spreads a daily quota across the window, never below the minimum gap', () => {
    const schedule = weekdays9to17('UTC');
    // 8 hours for 50 e-mails: one every 576 s.
    expect(sendSpacingSeconds(schedule, 50, 60)).toBe(576);
    expect(sendSpacingSeconds(schedule, 2000, 60)).toBe(60);
    expect(jitteredSpacing(100, 0.5, 0)).toBe(100);
    expect(jitteredSpacing(100, 0.5, 1)).toBe(150);
    expect(jitteredSpacing(100, 0, 0.7)).toBe(100);
  });
});
