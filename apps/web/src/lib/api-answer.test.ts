import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  dataFromAnswer,
  errorFromAnswer,
  networkError,
  parseJsonText,
} from './api-answer';
import { ApiError } from './api-error';

describe('api-answer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads JSON bodies and leaves empty or broken ones undefined', () => {
    expect(parseJsonText('{"success":true}')).toEqual({ success: true });
    expect(parseJsonText('')).toBeUndefined();
    expect(parseJsonText('<html>')).toBeUndefined();
  });

  it("keeps the server's message, field errors and request id", () => {
    const error = errorFromAnswer(422, {
      success: false,
      message: 'The name is taken.',
      errors: [{ path: 'name', message: 'Taken' }],
      request_id: 'req-1',
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'The name is taken.', requestId: 'req-1' });
    expect(error.fieldMessage('name')).toBe('Taken');
  });

  it("falls back to the status's default message, then to the generic one", () => {
    expect(errorFromAnswer(401, undefined).message).toBe('You need to sign in first.');
    expect(errorFromAnswer(401, { message: '' }).message).toBe('You need to sign in first.');
    expect(errorFromAnswer(599, 'not an envelope').message).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorFromAnswer(599, undefined).errors).toEqual([]);
  });

  it('reports an unreachable server as status 0', () => {
    expect(networkError()).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('returns data of the expected shape and logs any other shape as a generic error', () => {
    const schema = z.object({ id: z.string() });
    expect(dataFromAnswer(schema, 200, { id: 'a' }, 'GET /api/x')).toEqual({ id: 'a' });

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let thrown: unknown;
    try {
      dataFromAnswer(schema, 200, { id: 1 }, 'GET /api/x');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ status: 200, message: GENERIC_ERROR_MESSAGE });
    expect(logged).toHaveBeenCalledWith('Unexpected answer from GET /api/x', expect.anything());
  });
});
