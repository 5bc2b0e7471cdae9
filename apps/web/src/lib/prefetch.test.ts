import { describe, expect, it } from 'vitest';
import { canPrefetch } from './prefetch';

describe('canPrefetch', () => {
  it('prefetches on fast connections and when the browser does not say', () => {
    expect(canPrefetch(undefined)).toBe(true);
    expect(canPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(canPrefetch({ effectiveType: '3g', saveData: false })).toBe(true);
  });

  it('skips prefetch on 2g and with the data saver on', () => {
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
