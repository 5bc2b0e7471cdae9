import { describe, expect, it } from 'vitest';
import { describeBooking, groupSlotsByDay } from './slot-days';

describe('groupSlotsByDay', () => {
  it('groups slots by the day of the given zone, not UTC', () => {
    const days = groupSlotsByDay(
      ['2026-11-25T22:30:00Z', '2026-11-25T23:30:00Z', '2026-11-26T08:00:00Z'],
      'Asia/Tokyo',
    );
    expect(days.map((day) => [day.label, day.slots.map((slot) => slot.time)])).toEqual([
      ['Thursday 26 November', ['07:30', '08:30', '17:00']],
    ]);
    expect(groupSlotsByDay(['2026-11-25T22:30:00Z', '2026-11-26T08:00:00Z'], 'UTC')).toHaveLength(
      2,
    );
  });

  it('describes a booking with its day, times and zone', () => {
    expect(describeBooking('2026-11-25T09:00:00Z', '2026-11-25T09:45:00Z', 'Europe/Berlin')).toBe(
      'Wednesday 25 November, 10:00–10:45 (Europe/Berlin)',
    );
  });
});
