import type { FieldError } from '@hirelane/domain/http/envelope';

/** A failed API call: the HTTP status and what the server said about it. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  readonly requestId: string | undefined;

  constructor(options: {
    status: number;
    message: string;
    errors?: FieldError[];
    requestId?: string | undefined;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.errors = options.errors ?? [];
    this.requestId = options.requestId;
  }

  /** The first message the server gave for a field, if any. */
  fieldMessage(path: string): string | undefined {
    return this.errors.find((error) => error.path === path || error.path.startsWith(`${path}.`))
      ?.message;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const isAbortError = (error: unknown): boolean =>
  (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';
