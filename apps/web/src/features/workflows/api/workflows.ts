import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveWorkflowRequest } from '@hirelane/domain/workflows/workflow.schema';
import {
  workflowListResponse,
  workflowResponse,
  workflowRunResponse,
  workflowRunsResponse,
} from '@hirelane/domain/workflows/workflow.schema';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { useWorkspaceId } from '../../../lib/use-workspace-id';
import { projectPath } from '../../projects/api/project-path';

const keys = {
  all: (workspaceId: string, projectId: string) => ['workflows', workspaceId, projectId] as const,
};

/** GET /api/project/{id}/workflows. */
export const useWorkflowsQuery = (projectId: string) => {
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: [...keys.all(workspaceId, projectId), 'list'] as const,
    queryFn: async ({ signal }) =>
      (await apiGet(projectPath(projectId, '/workflows'), workflowListResponse, { signal })).data,
    enabled: projectId.length > 0 && workspaceId.length > 0,
  });
};

/** GET /api/project/{id}/workflows/{workflowId}; off for a new workflow. */
export const useWorkflowQuery = (projectId: string, workflowId: string | null) => {
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: [...keys.all(workspaceId, projectId), 'one', workflowId] as const,
    queryFn: async ({ signal }) =>
      (
        await apiGet(
          projectPath(projectId, `/workflows/${encodeURIComponent(workflowId ?? '')}`),
          workflowResponse,
          { signal },
        )
      ).data,
    enabled: workflowId !== null && projectId.length > 0 && workspaceId.length > 0,
    retry: false,
  });
};

/** GET …/workflows/{workflowId}/runs?page=: newest first. */
export const useWorkflowRunsQuery = (
  projectId: string,
  workflowId: string | null,
  page: number,
) => {
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: [...keys.all(workspaceId, projectId), 'runs', workflowId, page] as const,
    queryFn: async ({ signal }) =>
      (
        await apiGet(
          projectPath(
            projectId,
            `/workflows/${encodeURIComponent(workflowId ?? '')}/runs?page=${page}`,
          ),
          workflowRunsResponse,
          { signal },
        )
      ).data,
    enabled: workflowId !== null && projectId.length > 0 && workspaceId.length > 0,
  });
};

const silent = { silent: true };

/** The writes: save (create or edit), the switch, a run's approval. Each reloads the lists. */
export const useWorkflowActions = (projectId: string) => {
  const workspaceId = useWorkspaceId();
  const queryClient = useQueryClient();
  const reload = () =>
    queryClient.invalidateQueries({ queryKey: keys.all(workspaceId, projectId) });
  const base = projectPath(projectId, '/workflows');

  const save = useMutation({
    mutationFn: async (input: { workflowId: string | null; body: SaveWorkflowRequest }) =>
      input.workflowId
        ? await apiPut(
            `${base}/${encodeURIComponent(input.workflowId)}`,
            workflowResponse,
            input.body,
            silent,
          )
        : await apiPost(base, workflowResponse, input.body, silent),
    onSuccess: reload,
  });
  const toggle = useMutation({
    mutationFn: async (input: { workflowId: string; enabled: boolean }) =>
      apiPut(
        projectPath(projectId, `/workflows/${encodeURIComponent(input.workflowId)}/enabled`),
        workflowResponse,
        { enabled: input.enabled },
      ),
    onSuccess: reload,
  });
  const decide = useMutation({
    mutationFn: async (input: {
      workflowId: string;
      runId: string;
      decision: 'approve' | 'reject';
    }) =>
      apiPost(
        projectPath(
          projectId,
          `/workflows/${encodeURIComponent(input.workflowId)}/runs/${encodeURIComponent(input.runId)}/decision`,
        ),
        workflowRunResponse,
        { decision: input.decision },
      ),
    onSuccess: reload,
  });
  return { save, toggle, decide };
};
