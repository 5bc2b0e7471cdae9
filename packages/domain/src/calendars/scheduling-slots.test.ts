import { describe, expect, it } from 'vitest';
import { isSlotOpen, openSlots, type SlotRules } from './scheduling-slots';

const rules: SlotRules = {
  durationMinutes: 45,
  bufferMinutes: 15,
  workingHours: {
    timezone: 'Europe/Berlin',
    days: [1, 2, 3, 4, 5],
    startMinute: 9 * 60,
    endMinute: 12 * 60,
  },
  minimumNoticeMinutes: 4 * 60,
  horizonDays: 3,
  stepMinutes: 30,
};

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());
// Monday 23 November 2026, 06:00 UTC = 07:00 in Berlin.
const now = new Date('2026-11-23T06:00:00Z');

describe('openSlots', () => {
  it('offers working-hour slots in the organizer zone after the notice, around busy time and its buffer', () => {
    const busy = [
      { start: new Date('2026-11-24T09:00:00Z'), end: new Date('2026-11-24T09:30:00Z') },
    ];
    const slots = iso(openSlots(rules, busy, now));
    // Monday: the 4 h notice leaves 11:00 Berlin (10:00 UTC) only, as 11:00–11:45 ends before 12:00.
    expect(slots.filter((slot) => slot.startsWith('2026-11-23'))).toEqual([
      '2026-11-23T10:00:00.000Z',
    ]);
    // Tuesday: busy 10:00–10:30 Berlin, widened by the 15 min buffer, blocks the 09:30, 10:00 and
    // 10:30 starts; 09:00–09:45 plus its buffer ends as the busy time begins, which is allowed.
    expect(slots.filter((slot) => slot.startsWith('2026-11-24'))).toEqual([
      '2026-11-24T08:00:00.000Z',
      '2026-11-24T10:00:00.000Z',
    ]);
    // Wednesday is within the 3-day horizon, Thursday's working hours are past it.
    expect(slots.some((slot) => slot.startsWith('2026-11-25'))).toBe(true);
    expect(slots.some((slot) => slot.startsWith('2026-11-26'))).toBe(false);
    expect(
      slots.some((slot) => slot.startsWith('2026-11-28') || slot.startsWith('2026-11-29')),
    ).toBe(false);
  });

  it('keeps local working hours across a daylight-saving change', () => {
    const spring = openSlots(
      {
        ...rules,
        minimumNoticeMinutes: 0,
        horizonDays: 2,
        workingHours: { ...rules.workingHours, days: [6, 0] },
      },
      [],
      new Date('2026-03-28T00:00:00Z'),
    );
    // 09:00 in Berlin: 08:00 UTC on Saturday (CET), 07:00 UTC on Sunday (CEST).
    expect(iso(spring)[0]).toBe('2026-03-28T08:00:00.000Z');
    expect(iso(spring).find((slot) => slot.startsWith('2026-03-29'))).toBe(
      '2026-03-29T07:00:00.000Z',
    );
    expect(spring).toHaveLength(10);
  });
});

describe('isSlotOpen', () => {
  it('refuses starts off the grid, outside hours, too soon, too far or now busy', () => {
    const free = new Date('2026-11-24T08:00:00Z');
    expect(isSlotOpen(free, rules, [], now)).toBe(true);
    expect(isSlotOpen(new Date('2026-11-24T08:10:00Z'), rules, [], now)).toBe(false);
    expect(isSlotOpen(new Date('2026-11-24T10:30:00Z'), rules, [], now)).toBe(false);
    expect(isSlotOpen(new Date('2026-11-23T08:00:00Z'), rules, [], now)).toBe(false);
    expect(isSlotOpen(new Date('2026-11-30T08:00:00Z'), rules, [], now)).toBe(false);
    expect(
      isSlotOpen(
        free,
        rules,
        [{ start: new Date('2026-11-24T08:50:00Z'), end: new Date('2026-11-24T09:10:00Z') }],
        now,
      ),
    ).toBe(false);
  });
});
