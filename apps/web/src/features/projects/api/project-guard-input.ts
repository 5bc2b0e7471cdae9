import type { QueryClient } from '@tanstack/react-query';
import { data } from 'react-router';
import type { GuardContext } from '@hirelane/domain/app-shell/guards';
import { isApiError } from '../../../lib/api-error';
import { fetchProjectForGuard, firstStageCount } from './project-detail';

/**
 * The project input of project-default-page-redirect: GET /api/project/get/{id} through the query
 * client (the project layout reuses the answer). Its pipeline count is the larger of
 * total_saved_candidates and the `all` stage count. A missing project is the 404 page.
 * Loaded by the guard loader on demand, keeping the project schemas out of the first page load.
 */
export const loadGuardProject = async (
  queryClient: QueryClient,
  workspaceId: string,
  id: string,
): Promise<NonNullable<GuardContext['project']>> => {
  try {
    const project = await fetchProjectForGuard(queryClient, workspaceId, id);
    return {
      agent: project.agent,
      pipelineCount: Math.max(project.total_saved_candidates, firstStageCount(project.stages)),
    };
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's error protocol
      throw data(error.message, { status: 404 });
    }
    throw error;
  }
};
