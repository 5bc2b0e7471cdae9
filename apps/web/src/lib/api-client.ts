import type { z } from 'zod';
import { dataFromAnswer, errorFromAnswer, networkError, parseJsonText } from './api-answer';
import { isAbortError } from './api-error';
import { getCurrentWorkspaceId } from './current-workspace';

export type ApiRequestOptions = {
  signal?: AbortSignal | undefined;
  /** Add `?workspace=<current>` to /api calls (default true). */
  workspace?: boolean;
  /** Do not show the 422/500 toasts of SPEC 8; the caller handles the error. */
  silent?: boolean;
};

/** Adds the current workspace to /api paths (SPEC 7). */
export const withWorkspaceParam = (path: string, includeWorkspace = true): string => {
  const workspaceId = getCurrentWorkspaceId();
  if (!includeWorkspace || !workspaceId || !path.startsWith('/api/')) return path;
  const url = new URL(path, 'http://placeholder.invalid');
  url.searchParams.set('workspace', workspaceId);
  return `${url.pathname}${url.search}`;
};

const readJson = async (response: Response): Promise<unknown> =>
  parseJsonText(await response.text());

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
    throw networkError();
  }

  const json = await readJson(response);
  if (!response.ok) {
    const error = errorFromAnswer(response.status, json);
    // Loaded on the first failure, keeping the toast library out of the first page load.
    if (!options.silent) (await import('./api-error-toast')).toastApiError(error);
    throw error;
  }

  return dataFromAnswer(schema, response.status, json, `${method} ${path}`);
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
