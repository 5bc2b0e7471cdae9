/** A value of a multiset given as distinct values with how often each occurs. */
export type Weighted = { value: number; count: number };

/**
 * PostgreSQL's percentile_cont over a multiset stored as (value, count) rows sorted by value: the
 * value at position p·(N−1), interpolated between its neighbours the way Postgres does, so the
 * rollup's percentiles equal those of percentile_cont over every row (decision 040).
 */
export const weightedPercentile = (sorted: readonly Weighted[], p: number): number | null => {
  const total = sorted.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return null;
  const position = p * (total - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const at = (index: number): number => {
    let seen = 0;
    for (const row of sorted) {
      seen += row.count;
      if (index < seen) return row.value;
    }
    return NaN;
  };
  const first = at(lower);
  if (lower === upper) return first;
  return first + (position - lower) * (at(upper) - first);
};
