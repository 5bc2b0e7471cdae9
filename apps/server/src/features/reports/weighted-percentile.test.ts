import { describe, expect, it } from 'vitest';
import { weightedPercentile } from './weighted-percentile';

/** percentile_cont of the expanded list, as Postgres computes it. */
const expanded = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  const position = p * (sorted.length - 1);
  const lower = Math.floor(position);
  const first = sorted[lower] ?? NaN;
  const second = sorted[Math.ceil(position)] ?? NaN;
  return lower === Math.ceil(position) ? first : first + (position - lower) * (second - first);
};

describe('weightedPercentile', () => {
  it('equals percentile_cont of the rows the counts stand for', () => {
    const rows = [
      { value: 60, count: 3 },
      { value: 172800, count: 2 },
      { value: 604800.5, count: 4 },
    ];
    const all = rows.flatMap((row) => Array<number>(row.count).fill(row.value));
    for (const p of [0, 0.1, 0.5, 0.9, 1])
      expect(weightedPercentile(rows, p)).toBe(expanded(all, p));
  });

  it('interpolates between two neighbouring values', () => {
    expect(
      weightedPercentile(
        [
          { value: 10, count: 1 },
          { value: 20, count: 1 },
        ],
        0.9,
      ),
    ).toBe(19);
  });

  it('is null for an empty multiset and the value itself for one row', () => {
    expect(weightedPercentile([], 0.5)).toBeNull();
    expect(weightedPercentile([{ value: 42, count: 7 }], 0.9)).toBe(42);
  });
});
