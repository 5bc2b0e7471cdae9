import { useQuery } from '@tanstack/react-query';
import {
  inviteMembersResponse,
  membersListResponse,
  type Invitation,
} from '@hirelane/domain/workspaces/workspace.schema';
import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import { apiGet, apiPost } from '../../../lib/api-client';
import { workspaceKeys } from './query-keys';

export const useMembersQuery = (workspaceId: string, enabled = true) =>
  useQuery({
    enabled: enabled && workspaceId.length > 0,
    queryKey: workspaceKeys.members(workspaceId),
    queryFn: async ({ signal }) =>
      (await apiGet('/api/workspace/members/list', membersListResponse, { signal })).data,
  });

export const inviteMembers = async (emails: string[], role: WorkspaceRole): Promise<Invitation[]> =>
  (await apiPost('/api/workspace/members/invite', inviteMembersResponse, { emails, role })).data
    .invitations;
