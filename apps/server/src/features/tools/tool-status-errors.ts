/**
 * Statuses the shared HttpError does not list (413, 415); the error handler passes any 4xx
 * `statusCode` with its message through to the client.
 */
class ToolStatusError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const payloadTooLarge = (message: string) => new ToolStatusError(413, message);
export const unsupportedMediaType = (message: string) => new ToolStatusError(415, message);
