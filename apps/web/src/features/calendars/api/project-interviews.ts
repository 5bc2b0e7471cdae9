import { useQuery, useQueryClient } from '@tanstack/react-query';
import { projectInterviewsResponse } from '@hirelane/domain/calendars/scheduling-link.schema';
import {
  schedulingSettingsResponse,
  type SchedulingSettings,
} from '@hirelane/domain/calendars/scheduling-settings.schema';
import { approveSchedulingOfferResponse } from '@hirelane/domain/calendars/scheduling-offer.schema';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { useWorkspaceId } from '../../../lib/use-workspace-id';

const project = (id: string) => `/api/project/${encodeURIComponent(id)}`;

export const interviewKeys = {
  all: (workspaceId: string, projectId: string) => ['interviews', workspaceId, projectId] as const,
  list: (workspaceId: string, projectId: string, candidateId: string | null) =>
    ['interviews', workspaceId, projectId, 'list', candidateId] as const,
  settings: (workspaceId: string, projectId: string) =>
    ['interviews', workspaceId, projectId, 'settings'] as const,
};

/** GET /api/project/{id}/interviews (one candidate's with candidateId). */
export const useProjectInterviewsQuery = (projectId: string, candidateId: string | null = null) => {
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: interviewKeys.list(workspaceId, projectId, candidateId),
    queryFn: async ({ signal }) =>
      (
        await apiGet(
          `${project(projectId)}/interviews${candidateId ? `?candidate_id=${encodeURIComponent(candidateId)}` : ''}`,
          projectInterviewsResponse,
          { signal, silent: true },
        )
      ).data,
    enabled: workspaceId.length > 0 && projectId.length > 0,
  });
};

/** GET /api/project/{id}/scheduling-settings. */
export const useSchedulingSettingsQuery = (projectId: string, enabled = true) => {
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: interviewKeys.settings(workspaceId, projectId),
    queryFn: async ({ signal }) =>
      (
        await apiGet(`${project(projectId)}/scheduling-settings`, schedulingSettingsResponse, {
          signal,
          silent: true,
        })
      ).data,
    enabled: enabled && workspaceId.length > 0 && projectId.length > 0,
  });
};

/** PUT /api/project/{id}/scheduling-settings. Silent: the form shows the refusal. */
export const saveSchedulingSettings = (projectId: string, settings: SchedulingSettings) =>
  apiPut(`${project(projectId)}/scheduling-settings`, schedulingSettingsResponse, settings, {
    silent: true,
  });

/** POST …/candidate/{id}/scheduling-link/{linkId}/cancel. */
export const cancelSchedulingLink = (projectId: string, candidateId: string, linkId: string) =>
  apiPost(
    `${project(projectId)}/candidate/${encodeURIComponent(candidateId)}/scheduling-link/${encodeURIComponent(linkId)}/cancel`,
    messageEnvelope,
    {},
    { silent: true },
  );

/** POST …/scheduling-offer/{offerId}/approve | dismiss. */
export const answerSchedulingOffer = (
  projectId: string,
  offerId: string,
  answer: 'approve' | 'dismiss',
) =>
  answer === 'approve'
    ? apiPost(
        `${project(projectId)}/scheduling-offer/${encodeURIComponent(offerId)}/approve`,
        approveSchedulingOfferResponse,
        {},
        { silent: true },
      )
    : apiPost(
        `${project(projectId)}/scheduling-offer/${encodeURIComponent(offerId)}/dismiss`,
        messageEnvelope,
        {},
        { silent: true },
      );

/** After a change: every interview list and the settings of the project read fresh data. */
export const useRefreshInterviews = (projectId: string) => {
  const queryClient = useQueryClient();
  const workspaceId = useWorkspaceId();
  return () =>
    queryClient.invalidateQueries({ queryKey: interviewKeys.all(workspaceId, projectId) });
};
