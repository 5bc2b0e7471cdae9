import type { z } from 'zod';
import { errorEnvelope } from '@hirelane/domain/http/envelope';
import { DEFAULT_ERROR_MESSAGES, type ApiStatus } from '@hirelane/domain/http/status';
import { ApiError, isAbortError } from './api-error';
import { getCurrentWorkspaceId } from './current-workspace';

export type ApiRequestOptions = {
  signal?: AbortSignal | undefined;
  /** Add `?workspace=<current>` to /api calls (default true). */
  workspace?: boolean;
  /** Do not show the 422/500 toasts of SPEC 8; the caller handles the error. */
  silent?: boolean;
};

const GENERIC_ERROR_MESSAGE = 'Error: Please refresh and try again, or contact the support team.';
const NETWORK_ERROR_MESSAGE = 'We could not reach the server. Check your connection and try again.';

/** Adds the current workspace to /api paths (SPEC 7). */
export const withWorkspaceParam = (path: string, includeWorkspace = true): string => {
  const workspaceId = getCurrentWorkspaceId();
  if (!includeWorkspace || !workspaceId || !path.startsWith('/api/')) return path;
  const url = new URL(path, 'http://placeholder.invalid');
  url.searchParams.set('workspace', workspaceId);
  return `${url.pathname}${url.search}`;
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const errorFromResponse = (status: number, body: unknown): ApiError => {
  const parsed = errorEnvelope.partial().safeParse(body);
  const envelope = parsed.success ? parsed.data : {};
  const fallback = DEFAULT_ERROR_MESSAGES[status as ApiStatus] ?? GENERIC_ERROR_MESSAGE;
  return new ApiError({
    status,
    message: envelope.message || fallback,
    errors: envelope.errors ?? [],
    requestId: envelope.request_id,
  });
};

const request = async <S extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  schema: S,
  body: unknown,
  options: ApiRequestOptions,
): Promise<z.infer<S>> => {
  let response: Response;
  try {
    response = await fetch(withWorkspaceParam(path, options.workspace ?? true), {
      method,
      credentials: 'same-origin',
      headers:
        method === 'GET'
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      signal: options.signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError({ status: 0, message: NETWORK_ERROR_MESSAGE });
  }

  const json = await readJson(response);
  if (!response.ok) {
    const error = errorFromResponse(response.status, json);
    // Loaded on the first failure, keeping the toast library out of the first page load.
    if (!options.silent) (await import('./api-error-toast')).toastApiError(error);
    throw error;
  }

  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${method} ${path}`, parsed.error);
    throw new ApiError({ status: response.status, message: GENERIC_ERROR_MESSAGE });
  }
  return parsed.data;
};

export const apiGet = <S extends z.ZodType>(
  path: string,
  schema: S,
  options: ApiRequestOptions = {},
): Promise<z.infer<S>> => request('GET', path, schema, undefined, options);

export const apiPost = <S extends z.ZodType>(
  path: string,
  schema: S,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<z.infer<S>> => request('POST', path, schema, body, options);

export const apiPut = <S extends z.ZodType>(
  path: string,
  schema: S,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<z.infer<S>> => request('PUT', path, schema, body, options);
