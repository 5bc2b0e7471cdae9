/** mulberry32: small, fast and good enough for picking words; the same seed gives the same pool. */
export const seededRandom = (seed: number): Random => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export type Random = () => number;

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

export const between = (random: Random, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

/** Word lists written one entry per line or separated by `|`, so the data files stay short. */
export const list = (text: string): string[] =>
  text
    .split(/[|\n]/)
    .map((word) => word.trim())
    .filter((word) => word.length > 0);

export type Weighted<T> = { items: readonly T[]; cumulative: Float64Array; total: number };

export const weighted = <T>(entries: readonly (readonly [T, number])[]): Weighted<T> => {
  const cumulative = new Float64Array(entries.length);
  let total = 0;
  entries.forEach(([, weight], index) => {
    total += weight;
    cumulative[index] = total;
  });
  return { items: entries.map(([item]) => item), cumulative, total };
};

/** Binary search over the running totals: pools of 2,000 companies stay O(log n) per pick. */
export const pickWeighted = <T>(random: Random, table: Weighted<T>): T => {
  const target = random() * table.total;
  let low = 0;
  let high = table.cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((table.cumulative[middle] as number) > target) high = middle;
    else low = middle + 1;
  }
  return table.items[low] as T;
};

/** Takes up to `count` distinct items; copies once, then a partial Fisher–Yates shuffle. */
export const sample = <T>(random: Random, items: readonly T[], count: number): T[] => {
  const pool = items.slice();
  const take = Math.min(count, pool.length);
  for (let index = 0; index < take; index += 1) {
    const swap = index + Math.floor(random() * (pool.length - index));
    const chosen = pool[swap] as T;
    pool[swap] = pool[index] as T;
    pool[index] = chosen;
  }
  pool.length = take;
  return pool;
};

const ASCII_EXTRA: Record<string, string> = {
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'Ae',
  å: 'a',
  ł: 'l',
  Ł: 'L',
  ß: 'ss',
  ı: 'i',
  đ: 'd',
  œ: 'oe',
};

/** "Søren Łukasz" → "soren lukasz": for e-mails and profile slugs, not for display. */
export const toAscii = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[øØæÆåłŁßıđœ]/g, (letter) => ASCII_EXTRA[letter] ?? letter)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
