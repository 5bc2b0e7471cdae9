import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { projectListResponse } from '@hirelane/domain/projects/project.schema';
import { apiGet } from '../../../lib/api-client';
import { projectKeys, type ProjectListParams } from './query-keys';

export const projectListPath = ({ sortBy, search, archived }: ProjectListParams): string => {
  const query = new URLSearchParams({ sort_by: sortBy });
  const term = search.trim();
  if (term) query.set('search', term);
  query.set('archived', archived ? 'true' : 'false');
  return `/api/project/list?${query.toString()}`;
};

/** GET /api/project/list?sort_by=…&search=…&archived=… for the projects page. */
export const useProjectListQuery = (workspaceId: string, params: ProjectListParams) =>
  useQuery({
    queryKey: projectKeys.list(workspaceId, params),
    queryFn: async ({ signal }) =>
      (await apiGet(projectListPath(params), projectListResponse, { signal })).data,
    enabled: workspaceId.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
