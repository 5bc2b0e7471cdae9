import { isAbortError } from './api-error';

/**
 * SPEC 8: the data loads after sign-in are logged only — no toast, no page. Wraps a query
 * function so a failure is logged (cancelled requests are ignored) and still fails the query.
 */
export const loggedLoad = async <T>(label: string, load: () => Promise<T>): Promise<T> => {
  try {
    return await load();
  } catch (error) {
    if (!isAbortError(error)) console.error(`Could not load ${label}.`, error);
    throw error;
  }
};
