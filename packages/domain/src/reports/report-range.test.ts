import { describe, expect, it } from 'vitest';
import { presetRange, rangeDays, reportRangeQuery, resolveRange } from './report-range';

describe('report range', () => {
  it('defaults to the 30 days ending today, end exclusive', () => {
    const range = resolveRange({}, '2026-03-31');
    expect(range.from).toBe('2026-03-02');
    expect(range.to).toBe('2026-03-31');
    expect(range.start.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });

  it('keeps a given range and counts both ends', () => {
    expect(resolveRange({ from: '2026-01-01', to: '2026-01-07' }, '2026-05-01').from).toBe(
      '2026-01-01',
    );
    expect(rangeDays('2026-01-01', '2026-01-07')).toBe(7);
    expect(presetRange(7, '2026-01-07')).toEqual({ from: '2026-01-01', to: '2026-01-07' });
  });

  it('refuses a reversed range, a bad date and a range over two years', () => {
    expect(reportRangeQuery.safeParse({ from: '2026-02-02', to: '2026-02-01' }).success).toBe(
      false,
    );
    expect(reportRangeQuery.safeParse({ from: '2026-13-40' }).success).toBe(false);
    expect(reportRangeQuery.safeParse({ from: 'yesterday' }).success).toBe(false);
    expect(reportRangeQuery.safeParse({ from: '2020-01-01', to: '2026-01-01' }).success).toBe(
      false,
    );
    expect(reportRangeQuery.safeParse({ from: '2026-01-01', to: '2026-01-01' }).success).toBe(true);
  });
});
