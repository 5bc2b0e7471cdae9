import { useQuery } from '@tanstack/react-query';
import {
  invitationItemResponse,
  invitationListResponse,
  inviteesResponse,
  previewInvitationResponse,
  sendInvitationsResponse,
  type InvitationTemplate,
} from '@hirelane/domain/interviews/invitations.schema';
import { apiGet, apiPost } from '../../../lib/api-client';
import { projectKeys } from '../../projects/api/query-keys';

const path = (projectId: string, rest = '') =>
  `/api/project/${encodeURIComponent(projectId)}/interview/invitations${rest}`;

/** Under the project's own key: refreshed and dropped with the project. */
export const invitationKeys = {
  all: (workspaceId: string, projectId: string) =>
    [...projectKeys.project(workspaceId, projectId), 'invitations'] as const,
  list: (workspaceId: string, projectId: string) =>
    [...invitationKeys.all(workspaceId, projectId), 'list'] as const,
  invitees: (workspaceId: string, projectId: string) =>
    [...invitationKeys.all(workspaceId, projectId), 'invitees'] as const,
};

/** GET …/interview/invitations: the project's invitations, newest first. */
export const useInvitationsQuery = (workspaceId: string, projectId: string) =>
  useQuery({
    queryKey: invitationKeys.list(workspaceId, projectId),
    queryFn: async ({ signal }) =>
      (await apiGet(path(projectId), invitationListResponse, { signal, silent: true })).data,
    retry: false,
  });

/** GET …/interview/invitations/candidates: the people who may be invited, and why not. */
export const useInviteesQuery = (workspaceId: string, projectId: string) =>
  useQuery({
    queryKey: invitationKeys.invitees(workspaceId, projectId),
    queryFn: async ({ signal }) =>
      (await apiGet(path(projectId, '/candidates'), inviteesResponse, { signal, silent: true }))
        .data,
    retry: false,
  });

export const previewInvitation = async (
  projectId: string,
  candidateId: string,
  template: InvitationTemplate,
) =>
  (
    await apiPost(
      path(projectId, '/preview'),
      previewInvitationResponse,
      { candidate_id: candidateId, ...template },
      { silent: true },
    )
  ).data;

export const sendInvitations = async (
  projectId: string,
  input: InvitationTemplate & { candidate_ids: string[]; mailbox_id: string | null },
) => apiPost(path(projectId, '/send'), sendInvitationsResponse, input, { silent: true });

export const resendInvitation = (projectId: string, invitationId: string) =>
  apiPost(
    path(projectId, `/${encodeURIComponent(invitationId)}/resend`),
    invitationItemResponse,
    {},
    {
      silent: true,
    },
  );

export const revokeInvitation = (projectId: string, invitationId: string) =>
  apiPost(
    path(projectId, `/${encodeURIComponent(invitationId)}/revoke`),
    invitationItemResponse,
    {},
    {
      silent: true,
    },
  );
