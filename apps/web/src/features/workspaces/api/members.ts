import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import type {
  changeRoleRequest,
  invitationIdRequest,
  memberIdRequest,
  resendInvitationRequest,
} from '@hirelane/domain/workspaces/workspace.schema';
import {
  inviteMembersResponse,
  membersListResponse,
  resendInvitationResponse,
  type Invitation,
} from '@hirelane/domain/workspaces/workspace.schema';
import type { TeamRole } from '@hirelane/domain/workspaces/roles';
import { apiGet, apiPost } from '../../../lib/api-client';
import { workspaceKeys } from './query-keys';

/** The Team list: active and inactive members and open invitations. */
export type TeamList = z.infer<typeof membersListResponse>['data'];

export const useMembersQuery = (workspaceId: string, enabled = true) =>
  useQuery({
    enabled: enabled && workspaceId.length > 0,
    queryKey: workspaceKeys.members(workspaceId),
    queryFn: async ({ signal }) =>
      (await apiGet('/api/workspace/members/list', membersListResponse, { signal })).data,
  });

export const inviteMembers = async (emails: string[], role: TeamRole): Promise<Invitation[]> =>
  (await apiPost('/api/workspace/members/invite', inviteMembersResponse, { emails, role })).data
    .invitations;

// The Team table shows each refusal's own message (a wait, the last-owner rule), so these
// calls skip the generic toasts.
const silent = { silent: true };

/** POST /api/workspace/members/role (workspace:members:edit). */
export const changeMemberRole = async (memberId: string, role: TeamRole) =>
  apiPost(
    '/api/workspace/members/role',
    messageEnvelope,
    { member_id: memberId, role } satisfies z.input<typeof changeRoleRequest>,
    silent,
  );

/** POST /api/workspace/members/deactivate (workspace:members:edit). */
export const deactivateMember = async (memberId: string) =>
  apiPost(
    '/api/workspace/members/deactivate',
    messageEnvelope,
    { member_id: memberId } satisfies z.input<typeof memberIdRequest>,
    silent,
  );

/** POST /api/workspace/members/reactivate (workspace:members:edit). */
export const reactivateMember = async (memberId: string) =>
  apiPost(
    '/api/workspace/members/reactivate',
    messageEnvelope,
    { member_id: memberId } satisfies z.input<typeof memberIdRequest>,
    silent,
  );

/** POST /api/workspace/invitations/resend (workspace:members:invite): new link, new mail. */
export const resendInvitation = async (invitationId: string) =>
  apiPost(
    '/api/workspace/invitations/resend',
    resendInvitationResponse,
    { invitation_id: invitationId } satisfies z.input<typeof resendInvitationRequest>,
    silent,
  );

/** POST /api/workspace/invitations/revoke (workspace:members:invite). */
export const revokeInvitation = async (invitationId: string) =>
  apiPost(
    '/api/workspace/invitations/revoke',
    messageEnvelope,
    { invitation_id: invitationId } satisfies z.input<typeof invitationIdRequest>,
    silent,
  );
