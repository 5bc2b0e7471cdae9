import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import { jsonResponse } from '../test/json-response';
import { apiGet, apiPost, apiPut } from './api-client';
import { ApiError } from './api-error';
import {
  SERVER_ERROR_TOAST_TITLE,
  VALIDATION_TOAST_TEXT,
  VALIDATION_TOAST_TITLE,
} from './error-messages';
import { setCurrentWorkspaceId } from './current-workspace';

const { toastError } = vi.hoisted(() => ({ toastError: vi.fn() }));
vi.mock('sonner', () => ({ toast: { error: toastError } }));

const fetchMock = vi.fn<typeof fetch>();

const catchError = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
};

describe('api-client', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setCurrentWorkspaceId('ws-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toastError.mockReset();
    setCurrentWorkspaceId(null);
  });

  it('adds the current workspace to /api calls and parses the envelope', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: { n: 3 } }));
    const schema = z.object({ success: z.boolean(), data: z.object({ n: z.number() }) });

    const answer = await apiGet('/api/thing/list?sort_by=recent', schema);

    expect(answer.data.n).toBe(3);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/thing/list?sort_by=recent&workspace=ws-1');
    expect(init?.credentials).toBe('same-origin');
  });

  it('leaves the workspace off non-/api paths, when asked, and when there is none', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, { success: true })));
    await apiPost('/auth/sign-out', messageEnvelope, {});
    await apiGet('/api/invitation/get?token=abc', messageEnvelope, { workspace: false });
    setCurrentWorkspaceId(null);
    await apiGet('/api/workspace/list', messageEnvelope);

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/auth/sign-out',
      '/api/invitation/get?token=abc',
      '/api/workspace/list',
    ]);
  });

  it('sends POST bodies as JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true }));
    await apiPost('/api/workspace/create', messageEnvelope, { name: 'Acme' });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ name: 'Acme' }));
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends PUT bodies as JSON with the workspace, and GET without a body', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { success: true }));
    setCurrentWorkspaceId('w1');
    await apiPut('/api/project/archive/p1', messageEnvelope, { archived: true });
    await apiGet('/api/project/list', messageEnvelope);

    const [putUrl, put] = fetchMock.mock.calls[0] ?? [];
    expect(putUrl).toBe('/api/project/archive/p1?workspace=w1');
    expect(put?.method).toBe('PUT');
    expect(put?.body).toBe(JSON.stringify({ archived: true }));
    expect(new Headers(put?.headers).get('Content-Type')).toBe('application/json');
    const get = fetchMock.mock.calls[1]?.[1];
    expect(get?.body).toBeUndefined();
    expect(new Headers(get?.headers).get('Content-Type')).toBeNull();
  });

  it('maps 422 to an ApiError with field errors and the validation toast', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        success: false,
        message: 'Validation failed.',
        errors: [{ path: 'name', message: 'This field is required.' }],
      }),
    );

    const error = await catchError(apiPost('/api/workspace/create', messageEnvelope, { name: '' }));

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.fieldMessage('name')).toBe('This field is required.');
    expect(toastError).toHaveBeenCalledWith(VALIDATION_TOAST_TITLE, {
      description: VALIDATION_TOAST_TEXT,
    });
  });

  it('maps 500 to the server toast with the request id', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(500, { success: false, message: 'Boom', request_id: 'req-42' }),
    );

    const error = (await catchError(apiGet('/api/workspace/list', messageEnvelope))) as ApiError;

    expect(error.status).toBe(500);
    expect(error.requestId).toBe('req-42');
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError.mock.calls[0]?.[0]).toBe(SERVER_ERROR_TOAST_TITLE);
    expect(JSON.stringify(toastError.mock.calls[0]?.[1])).toContain('req-42');
  });

  it('keeps the server message of 401, 403, 407, 410 and 429 without a toast', async () => {
    for (const [status, message] of [
      [401, 'You need to sign in first.'],
      [403, 'This invitation is for another e-mail address.'],
      [407, 'Access denied: Your account has limited access at the moment'],
      [410, 'This invitation has expired.'],
      [429, 'Too many sign-in links. Try again in 15 minutes.'],
    ] as const) {
      fetchMock.mockResolvedValueOnce(jsonResponse(status, { success: false, message }));
      const error = (await catchError(apiGet('/api/x', messageEnvelope))) as ApiError;
      expect(error.status).toBe(status);
      expect(error.message).toBe(message);
    }
    expect(toastError).not.toHaveBeenCalled();
  });

  it('falls back to a default message when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 404 }));
    const error = (await catchError(apiGet('/api/x', messageEnvelope))) as ApiError;
    expect(error.status).toBe(404);
    expect(error.message).toBe('Not found.');
  });

  it('does not toast for 422/500 when the caller handles errors itself', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { success: false, message: 'Boom' }));
    await catchError(apiPost('/api/workspace/switch', messageEnvelope, {}, { silent: true }));
    expect(toastError).not.toHaveBeenCalled();
  });

  it('rethrows cancelled requests untouched and shows nothing', async () => {
    fetchMock.mockRejectedValue(new DOMException('The user aborted a request.', 'AbortError'));
    const error = await catchError(apiGet('/api/workspace/list', messageEnvelope));
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await catchError(apiGet('/api/workspace/list', messageEnvelope))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
  });

  it('rejects a 200 answer that does not match the schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(jsonResponse(200, { success: 'yes' }));
    const error = (await catchError(apiGet('/api/workspace/list', messageEnvelope))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(200);
  });
});
