import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatMonthDay,
  formatMonthYear,
  formatRelativeOrDateTime,
} from './format-date';

const NOW = '2024-03-05T15:07:00.000Z';
const at = (offsetMs: number) => new Date(Date.parse(NOW) + offsetMs).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('formatMonthDay', () => {
  it("'MMM D' in UTC", () => {
    expect(formatMonthDay('2025-03-05T23:30:00.000Z')).toBe('Mar 5');
    expect(formatMonthDay('2025-12-25T00:00:00Z')).toBe('Dec 25');
  });

  it('empty for an invalid date', () => {
    expect(formatMonthDay('nope')).toBe('');
  });
});

describe('formatMonthYear (SPEC 9 Mon YYYY)', () => {
  it('formats month and year', () => {
    expect(formatMonthYear('2024-03-15T12:00:00Z', true)).toBe('Mar 2024');
    expect(formatMonthYear(new Date(2021, 10, 15))).toBe('Nov 2021');
  });

  it('empty for an invalid date', () => {
    expect(formatMonthYear('nope')).toBe('');
  });
});

describe('formatDateTime (SPEC 9 ddd DD MMM h:mm A)', () => {
  it('formats a full date-time', () => {
    expect(formatDateTime(NOW, true)).toBe('Tue 05 Mar 3:07 PM');
    expect(formatDateTime('2024-03-05T00:05:00Z', true)).toBe('Tue 05 Mar 12:05 AM');
    expect(formatDateTime(new Date(2024, 2, 5, 9, 30))).toBe('Tue 05 Mar 9:30 AM');
  });

  it('empty for an invalid date', () => {
    expect(formatDateTime('nope')).toBe('');
  });
});

describe('formatRelativeOrDateTime (SPEC 9: relative within 5 hours)', () => {
  it('under a minute either side → just now', () => {
    expect(formatRelativeOrDateTime(NOW, NOW)).toBe('just now');
    expect(formatRelativeOrDateTime(at(-59_000), NOW)).toBe('just now');
    expect(formatRelativeOrDateTime(at(30_000), NOW)).toBe('just now');
  });

  it('minutes and hours in the past', () => {
    expect(formatRelativeOrDateTime(at(-1 * MIN), NOW)).toBe('1 minute ago');
    expect(formatRelativeOrDateTime(at(-5 * MIN), NOW)).toBe('5 minutes ago');
    expect(formatRelativeOrDateTime(at(-HOUR), NOW)).toBe('1 hour ago');
    expect(formatRelativeOrDateTime(at(-(2 * HOUR + 59 * MIN)), NOW)).toBe('2 hours ago');
    expect(formatRelativeOrDateTime(at(-5 * HOUR), NOW)).toBe('5 hours ago');
  });

  it('in the future', () => {
    expect(formatRelativeOrDateTime(at(2 * HOUR), NOW)).toBe('in 2 hours');
    expect(formatRelativeOrDateTime(at(MIN), NOW)).toBe('in 1 minute');
  });

  it('beyond 5 hours → full date-time', () => {
    expect(formatRelativeOrDateTime(at(-5 * HOUR - 1000), NOW, true)).toBe('Tue 05 Mar 10:06 AM');
    expect(formatRelativeOrDateTime('2024-01-01T08:00:00Z', NOW, true)).toBe('Mon 01 Jan 8:00 AM');
  });

  it('accepts Date and epoch inputs; empty for invalid', () => {
    expect(formatRelativeOrDateTime(new Date(at(-10 * MIN)), Date.parse(NOW))).toBe(
      '10 minutes ago',
    );
    expect(formatRelativeOrDateTime('nope', NOW)).toBe('');
  });
});
