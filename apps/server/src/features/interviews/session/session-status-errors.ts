/**
 * Statuses the shared HttpError does not list (409); the error handler passes any 4xx
 * `statusCode` with its message through to the client.
 */
class SessionStatusError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const conflict = (message: string) => new SessionStatusError(409, message);
