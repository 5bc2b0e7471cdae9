/**
 * Statuses the shared HttpError does not list; the error handler passes any 4xx `statusCode`
 * with its message through to the client.
 */
class StatusError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const conflict = (message: string) => new StatusError(409, message);
export const payloadTooLarge = (message: string) => new StatusError(413, message);
