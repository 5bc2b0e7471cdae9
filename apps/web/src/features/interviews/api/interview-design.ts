import { useQuery } from '@tanstack/react-query';
import {
  interviewDesignResponse,
  planProposalResponse,
} from '@hirelane/domain/interviews/interview-design.schema';
import type { InterviewPlan } from '@hirelane/domain/interviews/interview-plan.schema';
import type { InterviewSettings } from '@hirelane/domain/interviews/interview-settings.schema';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { projectKeys } from '../../projects/api/query-keys';

const path = (projectId: string, rest = '') =>
  `/api/project/${encodeURIComponent(projectId)}/interview${rest}`;

/** Under the project's own key: it is refreshed and dropped with the project. */
export const interviewDesignKey = (workspaceId: string, projectId: string) =>
  [...projectKeys.project(workspaceId, projectId), 'interview'] as const;

/** GET /api/project/{id}/interview: plan, settings, who writes proposals, transcription. */
export const useInterviewDesignQuery = (workspaceId: string, projectId: string) =>
  useQuery({
    queryKey: interviewDesignKey(workspaceId, projectId),
    queryFn: async ({ signal }) =>
      (await apiGet(path(projectId), interviewDesignResponse, { signal, silent: true })).data,
    retry: false,
  });

/** POST /api/project/{id}/interview/plan/propose: a proposal, not saved. */
export const proposeInterviewPlan = async (projectId: string) =>
  (await apiPost(path(projectId, '/plan/propose'), planProposalResponse, {}, { silent: true }))
    .data;

/** PUT /api/project/{id}/interview/plan. */
export const saveInterviewPlan = (projectId: string, plan: InterviewPlan) =>
  apiPut(path(projectId, '/plan'), interviewDesignResponse, plan, { silent: true });

/** PUT /api/project/{id}/interview/settings. */
export const saveInterviewSettings = (projectId: string, settings: InterviewSettings) =>
  apiPut(path(projectId, '/settings'), interviewDesignResponse, settings, { silent: true });
