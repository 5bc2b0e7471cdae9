import { useQuery, type QueryClient } from '@tanstack/react-query';
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

export const useSessionQuery = () =>
  useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
    retry: (failureCount, error) => !isApiError(error) || (error.status >= 500 && failureCount < 1),
  });

/** Forgets everything cached for the signed-in user (after sign-out). */
export const clearSessionCache = (queryClient: QueryClient): void => {
  setCurrentWorkspaceId(null);
  queryClient.clear();
};
