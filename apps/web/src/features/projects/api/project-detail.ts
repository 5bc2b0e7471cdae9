import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { projectResponse, type Project } from '@hirelane/domain/projects/project.schema';
import { pipelineStagesResponse } from '@hirelane/domain/pipeline/pipeline.schema';
import { apiGet } from '../../../lib/api-client';
import { ApiError, isApiError } from '../../../lib/api-error';
import { projectKeys } from './query-keys';

const projectPath = (id: string) => `/api/project/get/${encodeURIComponent(id)}`;

/** A missing project, or an id that is not one (422 from the server), reads as 404. */
const notFoundFrom = (error: unknown): unknown =>
  isApiError(error) && (error.status === 404 || error.status === 422)
    ? new ApiError({
        status: 404,
        message: error.status === 404 ? error.message : 'This page could not be found',
      })
    : error;

/** GET /api/project/get/{id} (SPEC 3 project entity), under a key that holds the id. */
export const projectQueryOptions = (workspaceId: string, id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(workspaceId, id),
    queryFn: async ({ signal }): Promise<Project> => {
      try {
        return (await apiGet(projectPath(id), projectResponse, { signal, silent: true })).data;
      } catch (error) {
        throw notFoundFrom(error);
      }
    },
    retry: (failureCount, error) =>
      failureCount < 1 && (!isApiError(error) || error.status === 0 || error.status >= 500),
  });

export const useProjectQuery = (workspaceId: string, id: string) =>
  useQuery({ ...projectQueryOptions(workspaceId, id), enabled: id.length > 0 });

/**
 * The project for the project-default-page-redirect guard: always read fresh (candidates may have
 * arrived since), through the query client, so the layout reuses the answer.
 */
export const fetchProjectForGuard = (
  queryClient: QueryClient,
  workspaceId: string,
  id: string,
): Promise<Project> =>
  queryClient.fetchQuery({ ...projectQueryOptions(workspaceId, id), staleTime: 0 });

/** The count of the first pipeline stage (`all`), 0 when the project has none. */
export const firstStageCount = (stages: readonly { stage_id: string; count: number }[]): number =>
  stages.find((stage) => stage.stage_id === 'all')?.count ?? stages[0]?.count ?? 0;

/**
 * GET /api/project/{id}/pipeline/stages: stage counts for the sidebar's Pipeline item. The
 * pipeline pages invalidate ['projects', workspace, 'project', id] after a move or an import.
 */
export const useStageCountsQuery = (workspaceId: string, id: string) =>
  useQuery({
    queryKey: projectKeys.stages(workspaceId, id),
    queryFn: async ({ signal }) =>
      (
        await apiGet(
          `/api/project/${encodeURIComponent(id)}/pipeline/stages`,
          pipelineStagesResponse,
          { signal, silent: true },
        )
      ).data,
    enabled: id.length > 0,
    retry: false,
  });
