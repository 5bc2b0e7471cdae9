import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { moveCandidatesResponse } from '@hirelane/domain/pipeline/pipeline.schema';
import type { CandidateStage, SubStage } from '@hirelane/domain/pipeline/stages';
import { apiPost } from '../../../lib/api-client';
import { candidateKeys } from './candidate-query-keys';
import { projectKeys } from '../../projects/api/query-keys';
import { projectPath } from '../../projects/api/project-path';
import { pipelineKeys } from './query-keys';
import { useWorkspaceId } from '../../../lib/use-workspace-id';

export type MoveCandidatesAnswer = z.infer<typeof moveCandidatesResponse>['data'];
export type MoveRequest = {
  candidateIds: string[];
  toStage: CandidateStage;
  subStage?: SubStage | undefined;
};

export const moveCandidates = async (
  projectId: string,
  { candidateIds, toStage, subStage }: MoveRequest,
): Promise<MoveCandidatesAnswer> =>
  (
    await apiPost(projectPath(projectId, '/pipeline/move'), moveCandidatesResponse, {
      candidate_ids: candidateIds,
      to_stage: toStage,
      ...(subStage ? { sub_stage: subStage } : {}),
    })
  ).data;

/**
 * POST /api/project/{id}/pipeline/move. On an answer the stage counts come from the answer at
 * once; the lists, the candidate pages and the project (the layout's Pipeline count) refetch.
 */
export const useMoveCandidates = (projectId: string) => {
  const workspaceId = useWorkspaceId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MoveRequest) => moveCandidates(projectId, request),
    onSuccess: async (answer) => {
      queryClient.setQueryData(
        projectKeys.stages(workspaceId, projectId),
        (previous: { stages: unknown; custom_fields: unknown } | undefined) =>
          previous ? { ...previous, stages: answer.stages } : previous,
      );
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: pipelineKeys.candidates(workspaceId, projectId),
        }),
        // The project entity (its stages with counts) behind the project and candidate layouts.
        queryClient.invalidateQueries({ queryKey: projectKeys.detail(workspaceId, projectId) }),
        queryClient.invalidateQueries({ queryKey: candidateKeys.all(workspaceId) }),
      ]);
    },
  });
};
