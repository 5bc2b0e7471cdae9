import { useQuery } from '@tanstack/react-query';
import { pipelineFunnelResponse } from '@hirelane/domain/insights/pipeline-funnel.schema';
import { talentMarketResponse } from '@hirelane/domain/insights/talent-market.schema';
import { apiGet } from '../../../lib/api-client';
import { useWorkspaceId } from '../../../lib/use-workspace-id';
import { projectPath } from '../../projects/api/project-path';

const insightsKeys = {
  funnel: (workspaceId: string, projectId: string) =>
    ['insights', workspaceId, projectId, 'funnel'] as const,
  market: (workspaceId: string, projectId: string) =>
    ['insights', workspaceId, projectId, 'market'] as const,
};

/** GET /api/project/{id}/insights/funnel. */
export const useFunnelQuery = (projectId: string) => {
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: insightsKeys.funnel(workspaceId, projectId),
    queryFn: async ({ signal }) =>
      (await apiGet(projectPath(projectId, '/insights/funnel'), pipelineFunnelResponse, { signal }))
        .data,
    enabled: projectId.length > 0 && workspaceId.length > 0,
  });
};

/** GET /api/project/{id}/insights/market: the talent market for the job (ria projects). */
export const useTalentMarketQuery = (projectId: string, enabled: boolean) => {
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: insightsKeys.market(workspaceId, projectId),
    queryFn: async ({ signal }) =>
      (await apiGet(projectPath(projectId, '/insights/market'), talentMarketResponse, { signal }))
        .data,
    enabled: enabled && projectId.length > 0 && workspaceId.length > 0,
  });
};
