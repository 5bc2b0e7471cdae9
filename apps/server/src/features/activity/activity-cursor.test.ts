import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/http-error';
import { decodeCursor, encodeCursor } from './activity-cursor';

describe('activity cursor', () => {
  it('round-trips the microseconds, the kind and the id', () => {
    const cursor = {
      at: '2026-01-05T05:00:00.123456Z',
      kind: 'stage_move' as const,
      id: '0b0c4f3e-8a0a-4c55-9d8e-2b1f3c4d5e6f',
    };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it.each([
    '',
    'not-base64!',
    Buffer.from('[1,2,3]').toString('base64url'),
    Buffer.from(JSON.stringify(['2026-01-05T05:00:00.123456Z', 'nonsense', 'x'])).toString(
      'base64url',
    ),
  ])('refuses %j with a 422', (text) => {
    let caught: unknown;
    try {
      decodeCursor(text);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(HttpError);
    expect((caught as HttpError).statusCode).toBe(422);
  });
});
