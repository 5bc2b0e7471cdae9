const SUFFIXES = ['K', 'M', 'B', 'T'] as const;

/**
 * SPEC 9 number abbreviation: below 1000 as is; from 1000 with K, M, B, T and at most one decimal
 * (trailing .0 dropped), e.g. 1500 → '1.5K', 1000000 → '1M', 999999 → '1M'. Negative numbers keep
 * their sign; beyond T the number stays in T.
 */
export const abbreviateNumber = (n: number): string => {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  let value = Math.abs(n);
  if (value < 1000) return String(n);
  let index = -1;
  while (index < SUFFIXES.length - 1 && value >= 1000) {
    value /= 1000;
    index += 1;
  }
  let rounded = Math.round(value * 10) / 10;
  if (rounded >= 1000 && index < SUFFIXES.length - 1) {
    rounded = Math.round(rounded / 100) / 10;
    index += 1;
  }
  return `${sign}${rounded}${SUFFIXES[index] ?? ''}`;
};
