import { useQuery } from '@tanstack/react-query';
import {
  projectPublicationResponse,
  type ProjectPublication,
} from '@hirelane/domain/careers/career-page.schema';
import { apiGet, apiPut } from '../../../lib/api-client';
import { projectKeys } from './query-keys';

export const useProjectPublicationQuery = (workspaceId: string, projectId: string) =>
  useQuery({
    queryKey: projectKeys.careerPage(workspaceId, projectId),
    queryFn: async ({ signal }) =>
      (
        await apiGet(`/api/project/${projectId}/career-page`, projectPublicationResponse, {
          signal,
        })
      ).data,
  });

export const publishProject = async (
  projectId: string,
  published: boolean,
): Promise<{ data: ProjectPublication; message: string | undefined }> => {
  const answer = await apiPut(
    `/api/project/${projectId}/career-page`,
    projectPublicationResponse,
    { published },
    { silent: true },
  );
  return { data: answer.data, message: answer.message };
};
