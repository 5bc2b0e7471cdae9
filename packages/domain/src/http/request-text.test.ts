import { describe, expect, it } from 'vitest';
import {
  findRequestTextProblem,
  isUnsafeText,
  TOO_DEEP_MESSAGE,
  UNSAFE_TEXT_MESSAGE,
} from './request-text';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
};

describe('isUnsafeText', () => {
  it.each(['a\u0000b', '\u0000', 'x\uD800', '\uDC00x', 'a\uDBFFb', '\uDC00\uD800'])(
    'refuses %j',
    (text) => {
      expect(isUnsafeText(text)).toBe(true);
    },
  );

  it.each(['', 'Ada Lovelace', 'emoji 😀 and 𝒳', 'Zoë, 日本語, \t\n\r', '\uD83D\uDE00'])(
    'accepts %j',
    (text) => {
      expect(isUnsafeText(text)).toBe(false);
    },
  );
});

describe('findRequestTextProblem', () => {
  it('names the path of the first bad string, in values and in keys', () => {
    expect(findRequestTextProblem({ name: 'ok', notes: ['fine', 'bad\u0000'] })).toEqual({
      path: ['notes', 1],
      message: UNSAFE_TEXT_MESSAGE,
    });
    expect(findRequestTextProblem({ values: { 'key\uD800': 'x' } })).toEqual({
      path: ['values', 'key\uD800'],
      message: UNSAFE_TEXT_MESSAGE,
    });
    expect(findRequestTextProblem('\uDFFF')).toEqual({ path: [], message: UNSAFE_TEXT_MESSAGE });
  });

  it('passes clean values of any kind', () => {
    expect(findRequestTextProblem(undefined)).toBeNull();
    expect(findRequestTextProblem(null)).toBeNull();
    expect(findRequestTextProblem({ a: 1, b: true, c: [null, 'x', { d: '😀' }] })).toBeNull();
    expect(findRequestTextProblem(new Array(10_000).fill('x'))).toBeNull();
  });

  it('refuses nesting beyond the limit without exhausting the stack', () => {
    expect(findRequestTextProblem(nested(32))).toBeNull();
    expect(findRequestTextProblem(nested(33))).toMatchObject({ message: TOO_DEEP_MESSAGE });
    const deep = findRequestTextProblem(nested(200_000));
    expect(deep?.message).toBe(TOO_DEEP_MESSAGE);
    expect(deep?.path).toHaveLength(32);
  });
});
