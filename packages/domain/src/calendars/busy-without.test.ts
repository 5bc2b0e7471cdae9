import { describe, expect, it } from 'vitest';
import { busyWithout } from './busy-without';

const at = (hour: number, minute = 0) => new Date(Date.UTC(2026, 0, 5, hour, minute));
const span = (from: number, to: number) => ({ start: at(from), end: at(to) });

describe('busyWithout', () => {
  it('frees exactly the removed interval and keeps what lies around it', () => {
    expect(busyWithout([span(9, 12)], span(10, 11))).toEqual([span(9, 10), span(11, 12)]);
    expect(busyWithout([span(10, 11)], span(10, 11))).toEqual([]);
    expect(busyWithout([span(8, 9), span(13, 14)], span(10, 11))).toEqual([
      span(8, 9),
      span(13, 14),
    ]);
  });

  it('trims intervals that overlap one edge only', () => {
    expect(busyWithout([span(9, 11), span(11, 13)], span(10, 12))).toEqual([
      span(9, 10),
      span(12, 13),
    ]);
  });
});
