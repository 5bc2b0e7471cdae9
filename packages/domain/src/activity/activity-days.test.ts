import { describe, expect, it } from 'vitest';
import { dayLabel, groupByDay } from './activity-days';

const NOW = new Date(2026, 2, 10, 0, 30); // just after local midnight

describe('dayLabel', () => {
  it('says Today and Yesterday by local day, not by 24 hours', () => {
    expect(dayLabel(new Date(2026, 2, 10, 0, 5), NOW)).toBe('Today');
    expect(dayLabel(new Date(2026, 2, 9, 23, 55), NOW)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 2, 9, 0, 0), NOW)).toBe('Yesterday');
  });

  it('writes older days as the date part of the SPEC 9 full date-time', () => {
    expect(dayLabel(new Date(2026, 2, 8, 18, 0), NOW)).toBe('Sun 08 Mar');
    expect(dayLabel(new Date(2025, 11, 31, 9, 0), NOW)).toBe('Wed 31 Dec');
  });

  it('is empty for an invalid date', () => {
    expect(dayLabel('not a date', NOW)).toBe('');
  });
});

describe('groupByDay', () => {
  it('keeps the order and starts a group at each new day', () => {
    const at = (d: Date) => ({ occurred_at: d.toISOString() });
    const items = [
      at(new Date(2026, 2, 10, 0, 10)),
      at(new Date(2026, 2, 9, 22, 0)),
      at(new Date(2026, 2, 9, 8, 0)),
      at(new Date(2026, 2, 1, 8, 0)),
    ];
    const groups = groupByDay(items, NOW);
    expect(groups.map((group) => [group.label, group.items.length])).toEqual([
      ['Today', 1],
      ['Yesterday', 2],
      ['Sun 01 Mar', 1],
    ]);
    expect(groups.flatMap((group) => group.items)).toEqual(items);
  });

  it('has no group for no items', () => {
    expect(groupByDay([], NOW)).toEqual([]);
  });
});
