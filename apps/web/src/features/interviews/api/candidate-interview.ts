import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  candidateInterviewResponse,
  verdictDecisionResponse,
  type VerdictDecisionRequest,
} from '@hirelane/domain/interviews/verdict/candidate-interview.schema';
import { apiGet, apiPost } from '../../../lib/api-client';
import { candidateKeys } from '../../pipeline/api/candidate-query-keys';
import { interviewDesignKey } from './interview-design';

const path = (projectId: string, candidateId: string, rest = '') =>
  `/api/project/${encodeURIComponent(projectId)}/candidate/${encodeURIComponent(candidateId)}/interview${rest}`;

export const candidateInterviewKey = (
  workspaceId: string,
  projectId: string,
  candidateId: string,
) => [...interviewDesignKey(workspaceId, projectId), 'candidate', candidateId] as const;

/** GET …/candidate/{candidateID}/interview: null when the person was never invited. */
export const useCandidateInterviewQuery = (
  workspaceId: string,
  projectId: string,
  candidateId: string,
) =>
  useQuery({
    queryKey: candidateInterviewKey(workspaceId, projectId, candidateId),
    queryFn: async ({ signal }) =>
      (
        await apiGet(path(projectId, candidateId), candidateInterviewResponse, {
          signal,
          silent: true,
        })
      ).data,
    enabled: workspaceId.length > 0,
    retry: false,
  });

/**
 * POST …/interview/decision {verdict, reason}. Silent: the form shows a refusal itself. The
 * candidate moved, so the pipeline and the candidate reload.
 */
export const useDecideVerdict = (workspaceId: string, projectId: string, candidateId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: VerdictDecisionRequest) =>
      (
        await apiPost(path(projectId, candidateId, '/decision'), verdictDecisionResponse, body, {
          silent: true,
        })
      ).data,
    onSuccess: async (view) => {
      queryClient.setQueryData(candidateInterviewKey(workspaceId, projectId, candidateId), view);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['pipeline', workspaceId, projectId] }),
        queryClient.invalidateQueries({ queryKey: candidateKeys.all(workspaceId) }),
      ]);
    },
  });
};
