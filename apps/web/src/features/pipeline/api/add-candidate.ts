import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  manualCandidateResponse,
  type ManualCandidateRequest,
} from '@hirelane/domain/candidates/manual-candidate.schema';
import { apiPost } from '../../../lib/api-client';
import { projectKeys } from '../../projects/api/query-keys';
import { projectPath } from '../../projects/api/project-path';
import { pipelineKeys } from './query-keys';
import { useWorkspaceId } from '../../../lib/use-workspace-id';

/**
 * POST /api/project/{id}/candidate/create: one person typed in by hand. Afterwards the pipeline
 * lists, the stage counts and the project lists (their candidate counts) are read again.
 */
export const useAddCandidate = (projectId: string) => {
  const workspaceId = useWorkspaceId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualCandidateRequest) =>
      apiPost(projectPath(projectId, '/candidate/create'), manualCandidateResponse, body, {
        silent: true,
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: pipelineKeys.candidates(workspaceId, projectId),
        }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all(workspaceId) }),
      ]);
    },
  });
};
