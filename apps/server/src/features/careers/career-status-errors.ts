/**
 * 409, which the shared HttpError does not list; the error handler passes any 4xx `statusCode`
 * with its message through to the client (as profile/ and interviews/ do).
 */
class CareerStatusError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const conflict = (message: string) => new CareerStatusError(409, message);
