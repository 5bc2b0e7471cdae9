import { PROJECT_OWNER_NOT_REMOVABLE_MESSAGE } from '@hirelane/domain/projects/project-roles';
import type { Database } from '../../db/client';
import { notFound, unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess, requireProjectPermission } from './project-access';
import {
  deleteProjectMember,
  findProjectMemberForUpdate,
  personName,
} from './project-member-store';

export const NOT_ON_PROJECT = 'This person is not on the project.';
export const MANAGE_DENIED =
  "Sorry, you don't have permission to manage the members of this project. Only the project owner can do that.";

/** SPEC 6: only non-owner members can be removed, and only with project:members:edit. */
export const removeProjectMember = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
  workspaceMemberId: string,
): Promise<string> =>
  db.transaction(async (tx) => {
    const access = await loadProjectAccess(tx, tenant, projectId, { lock: true });
    requireProjectPermission(access, 'project:members:edit', MANAGE_DENIED);
    const member = await findProjectMemberForUpdate(
      tx,
      tenant.workspaceId,
      projectId,
      workspaceMemberId,
    );
    if (!member) throw notFound(NOT_ON_PROJECT);
    if (member.role === 'owner') throw unprocessable(PROJECT_OWNER_NOT_REMOVABLE_MESSAGE);
    await deleteProjectMember(tx, tenant.workspaceId, projectId, workspaceMemberId);
    return `${personName(member)} was removed from the project.`;
  });
