import { useQuery } from '@tanstack/react-query';
import { projectReportResponse } from '@hirelane/domain/reports/project-report.schema';
import { workspaceReportResponse } from '@hirelane/domain/reports/workspace-report.schema';
import { apiGet } from '../../../lib/api-client';
import { useWorkspaceId } from '../../../lib/use-workspace-id';
import { projectPath } from '../../projects/api/project-path';

export type RangeParams = { from: string; to: string };

const rangeSearch = ({ from, to }: RangeParams) =>
  `?${new URLSearchParams({ from, to }).toString()}`;

/** GET /api/project/{id}/reports?from=&to=. */
export const useProjectReportQuery = (projectId: string, range: RangeParams) => {
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: ['reports', workspaceId, 'project', projectId, range.from, range.to] as const,
    queryFn: async ({ signal }) =>
      (
        await apiGet(
          projectPath(projectId, `/reports${rangeSearch(range)}`),
          projectReportResponse,
          { signal },
        )
      ).data,
    enabled: projectId.length > 0 && workspaceId.length > 0,
  });
};

/** GET /api/reports?from=&to=&project=: across the projects the caller may see. */
export const useWorkspaceReportQuery = (range: RangeParams, projectId: string | null) => {
  const workspaceId = useWorkspaceId();
  const search = new URLSearchParams({ from: range.from, to: range.to });
  if (projectId) search.set('project', projectId);
  return useQuery({
    queryKey: ['reports', workspaceId, 'workspace', range.from, range.to, projectId] as const,
    queryFn: async ({ signal }) =>
      (await apiGet(`/api/reports?${search.toString()}`, workspaceReportResponse, { signal })).data,
    enabled: workspaceId.length > 0,
  });
};
