import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';

/** SPEC 7 and 9: answers are cached for one hour. */
export const CACHE_MAX_AGE_MS = 60 * 60 * 1000;

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_MAX_AGE_MS,
        gcTime: CACHE_MAX_AGE_MS,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 2 && (!isApiError(error) || error.status === 0 || error.status >= 500),
      },
    },
  });
