import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  saveTalentResponse,
  talentSearchIdsResponse,
  talentSearchResponse,
  type TALENT_SAVE_TARGETS,
  type TalentSearchRequestInput,
} from '@hirelane/domain/search/talent-search.schema';
import { apiPost } from '../../../lib/api-client';
import { useWorkspaceId } from '../../../lib/use-workspace-id';
import { projectPath } from '../../projects/api/project-path';
import { searchKeys } from './query-keys';

/**
 * POST /api/project/{id}/search/run. Silent: the page shows the server's message in place (a
 * provider that is not configured says how to configure it). Paging keeps the previous page on
 * screen until the next one arrives.
 */
export const useTalentSearchQuery = (
  projectId: string,
  request: TalentSearchRequestInput | null,
) => {
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: searchKeys.run(workspaceId, projectId, request),
    queryFn: async ({ signal }) =>
      (
        await apiPost(projectPath(projectId, '/search/run'), talentSearchResponse, request, {
          signal,
          silent: true,
        })
      ).data,
    enabled: request !== null && projectId.length > 0 && workspaceId.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
};

/** POST /api/project/{id}/search/ids: the ids of every result, up to the select-all cap. */
export const fetchAllResultIds = async (projectId: string, request: TalentSearchRequestInput) =>
  (await apiPost(projectPath(projectId, '/search/ids'), talentSearchIdsResponse, request)).data;

export type SaveTarget = (typeof TALENT_SAVE_TARGETS)[number];

/** POST /api/project/{id}/search/save-candidates: one chunk of at most TALENT_SAVE_CHUNK people. */
export const saveTalentChunk = async (
  projectId: string,
  body: { candidate_ids?: string[]; provider_ids?: string[]; target: SaveTarget },
) =>
  (await apiPost(projectPath(projectId, '/search/save-candidates'), saveTalentResponse, body)).data;
