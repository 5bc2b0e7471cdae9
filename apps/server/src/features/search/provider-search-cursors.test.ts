import { describe, expect, it } from 'vitest';
import { ProviderSearchCursors } from './provider-search-cursors';

describe('provider search cursors', () => {
  it('knows the first page, remembers the cursor of each next page, and forgets after a day', () => {
    let now = 0;
    const cursors = new ProviderSearchCursors(() => now);
    expect(cursors.cursorFor('a', 1)).toBeNull();
    expect(cursors.cursorFor('a', 2)).toBeUndefined();
    cursors.remember('a', 1, 'c2');
    cursors.remember('a', 2, 'c3');
    expect(cursors.cursorFor('a', 3)).toBe('c3');
    expect(cursors.nearestKnownPage('a', 9)).toBe(3);
    expect(cursors.nearestKnownPage('b', 9)).toBe(1);
    now = 24 * 60 * 60 * 1000 + 1;
    expect(cursors.cursorFor('a', 3)).toBeUndefined();
    expect(cursors.nearestKnownPage('a', 9)).toBe(1);
  });

  it('drops the least recently used search beyond its capacity', () => {
    const cursors = new ProviderSearchCursors();
    cursors.remember('first', 1, 'x');
    for (let index = 0; index < 2_000; index += 1) cursors.remember(`s${index}`, 1, 'y');
    expect(cursors.cursorFor('first', 2)).toBeUndefined();
    expect(cursors.cursorFor('s1999', 2)).toBe('y');
  });
});
