import type { z } from 'zod';
import { errorEnvelope } from '@hirelane/domain/http/envelope';
import { DEFAULT_ERROR_MESSAGES, type ApiStatus } from '@hirelane/domain/http/status';
import { withWorkspaceParam, type ApiRequestOptions } from '../../../lib/api-client';
import { ApiError, isAbortError } from '../../../lib/api-error';

const GENERIC_ERROR_MESSAGE = 'Error: Please refresh and try again, or contact the support team.';

/**
 * PUT for the project endpoints (update, archive, delete, custom fields). lib/api-client offers GET
 * and POST only; this follows the same envelope, error mapping and SPEC 8 toasts.
 */
export const apiPut = async <S extends z.ZodType>(
  path: string,
  schema: S,
  body: unknown,
  options: ApiRequestOptions = {},
): Promise<z.infer<S>> => {
  let response: Response;
  try {
    response = await fetch(withWorkspaceParam(path, options.workspace ?? true), {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
      signal: options.signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError({
      status: 0,
      message: 'We could not reach the server. Check your connection and try again.',
    });
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const parsed = errorEnvelope.partial().safeParse(json);
    const envelope = parsed.success ? parsed.data : {};
    const error = new ApiError({
      status: response.status,
      message:
        envelope.message ||
        (DEFAULT_ERROR_MESSAGES[response.status as ApiStatus] ?? GENERIC_ERROR_MESSAGE),
      errors: envelope.errors ?? [],
      requestId: envelope.request_id,
    });
    if (!options.silent) (await import('../../../lib/api-error-toast')).toastApiError(error);
    throw error;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.error(`Unexpected answer from PUT ${path}`, parsed.error);
    throw new ApiError({ status: response.status, message: GENERIC_ERROR_MESSAGE });
  }
  return parsed.data;
};
