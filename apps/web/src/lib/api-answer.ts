import type { z } from 'zod';
import { errorEnvelope } from '@hirelane/domain/http/envelope';
import { DEFAULT_ERROR_MESSAGES, type ApiStatus } from '@hirelane/domain/http/status';
import { ApiError } from './api-error';

/*
 * How an answer of the API becomes data or an ApiError, shared by the fetch client (api-client.ts)
 * and the XMLHttpRequest uploads (upload-with-progress.ts), so both report failures alike.
 */

export const GENERIC_ERROR_MESSAGE =
  'Error: Please refresh and try again, or contact the support team.';
export const NETWORK_ERROR_MESSAGE =
  'We could not reach the server. Check your connection and try again.';

/** The JSON of a response body, or undefined when it is empty or not JSON. */
export const parseJsonText = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** A failed answer: the server's message and field errors, else the status's default message. */
export const errorFromAnswer = (status: number, body: unknown): ApiError => {
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

/** The server could not be reached at all. */
export const networkError = (): ApiError =>
  new ApiError({ status: 0, message: NETWORK_ERROR_MESSAGE });

/**
 * A successful answer read with `schema`; an answer of another shape is logged (`request` names
 * the call, e.g. "GET /api/x") and reported with the generic message.
 */
export const dataFromAnswer = <S extends z.ZodType>(
  schema: S,
  status: number,
  body: unknown,
  request: string,
): z.infer<S> => {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${request}`, parsed.error);
    throw new ApiError({ status, message: GENERIC_ERROR_MESSAGE });
  }
  return parsed.data;
};
