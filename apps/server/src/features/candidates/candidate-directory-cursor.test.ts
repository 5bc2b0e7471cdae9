import { describe, expect, it } from 'vitest';
import { decodeDirectoryCursor, encodeDirectoryCursor } from './candidate-directory-cursor';

const ID = '01a20e48-9553-7816-8789-0000000182b9';

describe('the directory cursor', () => {
  it('round-trips both orders, keeping the microseconds', () => {
    const recent = { sort: 'recent' as const, key: '2026-11-24T15:59:37.620962Z', id: ID };
    expect(decodeDirectoryCursor(encodeDirectoryCursor(recent), 'recent')).toEqual(recent);
    const byName = { sort: 'name' as const, key: 'Ünal, "Ada"', id: ID };
    expect(decodeDirectoryCursor(encodeDirectoryCursor(byName), 'name')).toEqual(byName);
  });

  it('refuses garbage, a bad id and a cursor of the other order with 422', () => {
    const other = encodeDirectoryCursor({ sort: 'name', key: 'Ada', id: ID });
    const badId = encodeDirectoryCursor({ sort: 'name', key: 'Ada', id: 'x' });
    for (const [text, sort] of [
      ['nonsense', 'recent'],
      [other, 'recent'],
      [badId, 'name'],
    ] as const)
      expect(() => decodeDirectoryCursor(text, sort)).toThrow(
        expect.objectContaining({ statusCode: 422 }),
      );
  });
});
