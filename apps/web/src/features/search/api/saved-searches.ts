import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  savedSearchListResponse,
  savedSearchResponse,
  type SavedSearch,
} from '@hirelane/domain/search/saved-search.schema';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { projectKeys } from '../../projects/api/query-keys';
import { projectPath } from '../../projects/api/project-path';
import { searchKeys } from './query-keys';
import { useWorkspaceId } from '../../../lib/use-workspace-id';

const deleteAnswer = z.object({ success: z.boolean(), message: z.string().optional() }).loose();

/** GET /api/project/{id}/search/list: saved searches (kind 'search') and pipeline filters. */
export const useSavedSearchesQuery = (projectId: string) => {
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: searchKeys.savedSearches(workspaceId, projectId),
    queryFn: async ({ signal }) =>
      (await apiGet(projectPath(projectId, '/search/list'), savedSearchListResponse, { signal }))
        .data,
    enabled: projectId.length > 0 && workspaceId.length > 0,
  });
};

const useRefreshSavedSearches = (projectId: string) => {
  const workspaceId = useWorkspaceId();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: searchKeys.savedSearches(workspaceId, projectId),
      }),
      // The project entity lists the saved searches too (SPEC 3).
      queryClient.invalidateQueries({ queryKey: projectKeys.detail(workspaceId, projectId) }),
    ]);
};

/** POST /api/project/{id}/search/save {name, kind, query}. */
export const useSaveSearch = (projectId: string) => {
  const refresh = useRefreshSavedSearches(projectId);
  return useMutation({
    mutationFn: async (input: Pick<SavedSearch, 'name' | 'kind' | 'query'>) =>
      (await apiPost(projectPath(projectId, '/search/save'), savedSearchResponse, input)).data,
    onSuccess: refresh,
  });
};

/** PUT /api/project/{id}/search/delete/{searchId}. */
export const useDeleteSearch = (projectId: string) => {
  const refresh = useRefreshSavedSearches(projectId);
  return useMutation({
    mutationFn: (searchId: string) =>
      apiPut(
        projectPath(projectId, `/search/delete/${encodeURIComponent(searchId)}`),
        deleteAnswer,
        {},
      ),
    onSuccess: refresh,
  });
};

/**
 * POST /api/project/{id}/search/saved/{searchId}/run: the saved search was opened and ran, so its
 * "N new since last run" starts again. Silent: the search itself worked either way.
 */
export const useRecordSavedSearchRun = (projectId: string) => {
  const refresh = useRefreshSavedSearches(projectId);
  return useMutation({
    mutationFn: (searchId: string) =>
      apiPost(
        projectPath(projectId, `/search/saved/${encodeURIComponent(searchId)}/run`),
        savedSearchResponse,
        {},
        { silent: true },
      ),
    onSuccess: refresh,
  });
};
