import type { ApiRequest, ApiResponse } from '../lib/messages';

export type ApiResult<T> =
  | { kind: 'ok'; data: T; message: string | null }
  | { kind: 'signed-out' }
  | { kind: 'failed'; message: string };

type Envelope = { success?: boolean; message?: string; data?: unknown };

/** Calls the paired app through the service worker (it holds the host permission). */
export const callApp = async <T>(
  method: ApiRequest['method'],
  path: string,
  body?: unknown,
): Promise<ApiResult<T>> => {
  const request: ApiRequest = { type: 'hirelane:api', method, path, body };
  const response = await chrome.runtime.sendMessage<ApiResponse>(request);
  const envelope = (response?.body ?? {}) as Envelope;
  if (response?.status === 401) return { kind: 'signed-out' };
  if (response?.status === 200 && envelope.success)
    return { kind: 'ok', data: envelope.data as T, message: envelope.message ?? null };
  if (!response || response.status === 0)
    return { kind: 'failed', message: 'Hirelane cannot be reached. Try again in a moment.' };
  return { kind: 'failed', message: envelope.message ?? `Hirelane answered ${response.status}.` };
};
