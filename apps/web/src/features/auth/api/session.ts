import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { sessionInfoResponse, type SessionInfo } from '@hirelane/domain/auth/session.schema';
import { apiGet } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { setCurrentWorkspaceId } from '../../../lib/current-workspace';

export const SESSION_QUERY_KEY = ['session'] as const;

/** GET /sessioninfo; remembers the current workspace for later /api calls. */
export const fetchSession = async (signal?: AbortSignal): Promise<SessionInfo> => {
  const response = await apiGet('/sessioninfo', sessionInfoResponse, { signal });
  setCurrentWorkspaceId(response.data.profile_info.current_workspace?._id ?? null);
  return response.data;
};

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }) => fetchSession(signal),
  retry: (failureCount, error) => !isApiError(error) || (error.status >= 500 && failureCount < 1),
});

export const useSessionQuery = () => useQuery(sessionQueryOptions);

/**
 * The session for the route guards: from the cache when there, else fetched. A 401 means there
 * is no session (null); any other failure is thrown to the route's error page.
 */
export const loadSession = async (
  queryClient: QueryClient,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<SessionInfo | null> => {
  try {
    return fresh
      ? await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 })
      : await queryClient.ensureQueryData(sessionQueryOptions);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
};

/** How long ago the cached session was fetched (Infinity when there is none). */
export const sessionAgeMs = (queryClient: QueryClient): number => {
  const updatedAt = queryClient.getQueryState(SESSION_QUERY_KEY)?.dataUpdatedAt ?? 0;
  return updatedAt > 0 ? Date.now() - updatedAt : Number.POSITIVE_INFINITY;
};

/** Forgets everything cached for the signed-in user (after sign-out). */
export const clearSessionCache = (queryClient: QueryClient): void => {
  setCurrentWorkspaceId(null);
  queryClient.clear();
};
