import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dailySourcingResponse,
  type SaveDailySourcingInput,
} from '@hirelane/domain/sourcing/daily-sourcing.schema';
import {
  isFinishedSourcingRun,
  sourcingProposalResponse,
  sourcingReasonResponse,
  sourcingRunResponse,
  type StartSourcingRunInput,
} from '@hirelane/domain/sourcing/sourcing.schema';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { useWorkspaceId } from '../../../lib/use-workspace-id';
import { projectPath } from '../../projects/api/project-path';

/** While a run is going, its progress is read again this often. */
export const RUN_POLL_MS = 1_000;

export const sourcingKeys = {
  all: (workspaceId: string, projectId: string) => ['sourcing', workspaceId, projectId] as const,
  proposal: (workspaceId: string, projectId: string) =>
    ['sourcing', workspaceId, projectId, 'proposal'] as const,
  run: (workspaceId: string, projectId: string, runId: string) =>
    ['sourcing', workspaceId, projectId, 'run', runId] as const,
  reason: (workspaceId: string, projectId: string, candidateId: string) =>
    ['sourcing', workspaceId, projectId, 'reason', candidateId] as const,
  daily: (workspaceId: string, projectId: string) =>
    ['sourcing', workspaceId, projectId, 'daily'] as const,
};

/** POST /api/project/{id}/sourcing/proposal: the search Ria proposes, read when the panel opens. */
export const useSourcingProposalQuery = (projectId: string, enabled: boolean) => {
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: sourcingKeys.proposal(workspaceId, projectId),
    queryFn: async ({ signal }) =>
      (
        await apiPost(
          projectPath(projectId, '/sourcing/proposal'),
          sourcingProposalResponse,
          {},
          {
            signal,
            silent: true,
          },
        )
      ).data,
    enabled: enabled && workspaceId.length > 0,
    retry: false,
    staleTime: Infinity,
  });
};

/** POST /api/project/{id}/sourcing/runs: holds the most it can cost and queues the run. */
export const useStartSourcingRun = (projectId: string) =>
  useMutation({
    mutationFn: async (body: StartSourcingRunInput) =>
      (
        await apiPost(projectPath(projectId, '/sourcing/runs'), sourcingRunResponse, body, {
          silent: true,
        })
      ).data,
  });

/** GET …/sourcing/runs/{runId}, read again every second until the run ends. */
export const useSourcingRunQuery = (projectId: string, runId: string | null) => {
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: sourcingKeys.run(workspaceId, projectId, runId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiGet(
          projectPath(projectId, `/sourcing/runs/${encodeURIComponent(runId ?? '')}`),
          sourcingRunResponse,
          { signal, silent: true },
        )
      ).data,
    enabled: runId !== null && workspaceId.length > 0,
    refetchInterval: (query) =>
      query.state.data && isFinishedSourcingRun(query.state.data.status) ? false : RUN_POLL_MS,
  });
};

export const useCancelSourcingRun = (projectId: string) =>
  useMutation({
    mutationFn: async (runId: string) =>
      (
        await apiPost(
          projectPath(projectId, `/sourcing/runs/${encodeURIComponent(runId)}/cancel`),
          sourcingRunResponse,
          {},
          { silent: true },
        )
      ).data,
  });

/** GET …/sourcing/reasons/{candidateId}: why Ria saved this person here, or null. */
export const useSourcingReasonQuery = (projectId: string, candidateId: string) => {
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: sourcingKeys.reason(workspaceId, projectId, candidateId),
    queryFn: async ({ signal }) =>
      (
        await apiGet(
          projectPath(projectId, `/sourcing/reasons/${encodeURIComponent(candidateId)}`),
          sourcingReasonResponse,
          { signal, silent: true },
        )
      ).data,
    enabled: workspaceId.length > 0 && projectId.length > 0 && candidateId.length > 0,
    retry: false,
  });
};

/** GET …/sourcing/daily: the project's daily run, or null when none was ever set. */
export const useDailySourcingQuery = (projectId: string) => {
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: sourcingKeys.daily(workspaceId, projectId),
    queryFn: async ({ signal }) =>
      (
        await apiGet(projectPath(projectId, '/sourcing/daily'), dailySourcingResponse, {
          signal,
          silent: true,
        })
      ).data,
    enabled: workspaceId.length > 0,
  });
};

/** PUT …/sourcing/daily: sets the daily run or turns it off. */
export const useSaveDailySourcing = (projectId: string) => {
  const workspaceId = useWorkspaceId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveDailySourcingInput) =>
      (
        await apiPut(projectPath(projectId, '/sourcing/daily'), dailySourcingResponse, body, {
          silent: true,
        })
      ).data,
    onSuccess: (saved) =>
      queryClient.setQueryData(sourcingKeys.daily(workspaceId, projectId), saved),
  });
};
