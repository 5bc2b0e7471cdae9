import { useQuery } from '@tanstack/react-query';
import {
  projectMemberWriteResponse,
  projectMembersResponse,
} from '@hirelane/domain/projects/project.schema';
import type { ASSIGNABLE_PROJECT_ROLES } from '@hirelane/domain/projects/project-roles';
import { apiGet, apiPost } from '../../../lib/api-client';
import { projectKeys } from './query-keys';

export type AssignableRole = (typeof ASSIGNABLE_PROJECT_ROLES)[number];

const membersPath = (id: string, action: string) =>
  `/api/project/${encodeURIComponent(id)}/members/${action}`;

/** GET /api/project/{id}/members/list → members and the viewer's project permissions (SPEC 6). */
export const useProjectMembersQuery = (workspaceId: string, id: string) =>
  useQuery({
    queryKey: projectKeys.members(workspaceId, id),
    queryFn: async ({ signal }) =>
      (await apiGet(membersPath(id, 'list'), projectMembersResponse, { signal, silent: true }))
        .data,
    enabled: id.length > 0,
    retry: false,
  });

/** POST /members/add {members: [{_id, role}]}: silent, the share modal shows the message itself. */
export const addProjectMembers = (id: string, members: { _id: string; role: AssignableRole }[]) =>
  apiPost(membersPath(id, 'add'), projectMemberWriteResponse, { members }, { silent: true });

/** POST /members/remove {member_id}. */
export const removeProjectMember = (id: string, memberId: string) =>
  apiPost(
    membersPath(id, 'remove'),
    projectMemberWriteResponse,
    { member_id: memberId },
    { silent: true },
  );

/** POST /members/change-role {member_id, role}. */
export const changeProjectMemberRole = (id: string, memberId: string, role: AssignableRole) =>
  apiPost(
    membersPath(id, 'change-role'),
    projectMemberWriteResponse,
    { member_id: memberId, role },
    { silent: true },
  );
