import { describe, expect, it } from 'vitest';
import { boundedJsonObject, jsonBoundProblem } from './bounded-json';

const BOUNDS = { maxDepth: 3, maxEntries: 10, maxStringLength: 5 };

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
};

describe('jsonBoundProblem', () => {
  it('accepts values within every bound', () => {
    expect(jsonBoundProblem({ a: [1, 'abcde'], b: { c: null } }, BOUNDS)).toBeNull();
    expect(jsonBoundProblem(nested(3), BOUNDS)).toBeNull();
    expect(jsonBoundProblem('short', BOUNDS)).toBeNull();
  });

  it('names the first value nested too deep, even 2,000 levels down', () => {
    expect(jsonBoundProblem(nested(4), BOUNDS)).toEqual({
      path: ['a', 'a', 'a'],
      message: 'Nested more than 3 levels deep.',
    });
    expect(jsonBoundProblem(nested(2000), BOUNDS)?.path).toEqual(['a', 'a', 'a']);
  });

  it('counts entries over the whole value', () => {
    expect(jsonBoundProblem({ a: new Array(10_000).fill(0) }, BOUNDS)).toEqual({
      path: ['a'],
      message: 'At most 10 values in all.',
    });
    expect(jsonBoundProblem({ a: [1, 2, 3, 4, 5], b: [1, 2, 3, 4] }, BOUNDS)).toEqual({
      path: ['a'],
      message: 'At most 10 values in all.',
    });
  });

  it('bounds strings and keys', () => {
    expect(jsonBoundProblem({ a: ['toolong'] }, BOUNDS)).toEqual({
      path: ['a', 0],
      message: 'At most 5 characters.',
    });
    expect(jsonBoundProblem({ toolongkey: 1 }, BOUNDS)).toEqual({
      path: ['toolongkey'],
      message: 'Keys of at most 5 characters.',
    });
  });
});

describe('boundedJsonObject', () => {
  it('reports the excess as a zod issue on its path', () => {
    const result = boundedJsonObject(BOUNDS).safeParse({ q: nested(5) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['q', 'a', 'a'],
      message: 'Nested more than 3 levels deep.',
    });
    expect(boundedJsonObject(BOUNDS).safeParse({ q: 'x' }).success).toBe(true);
  });
});
