import type { FieldError } from '@hirelane/domain/http/envelope';
import { DEFAULT_ERROR_MESSAGES, type ApiStatus } from '@hirelane/domain/http/status';

/** An expected failure with its status; the error handler turns it into the envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: ApiStatus,
    message?: string,
    readonly fieldErrors?: FieldError[],
  ) {
    super(message ?? DEFAULT_ERROR_MESSAGES[statusCode]);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const forbidden = (message?: string) => new HttpError(403, message);
export const unauthenticated = () => new HttpError(401);
export const gone = (message: string) => new HttpError(410, message);
export const unprocessable = (message: string, fieldErrors?: FieldError[]) =>
  new HttpError(422, message, fieldErrors);
