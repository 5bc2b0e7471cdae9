import type { Executor } from '../../db/client';
import { notFound, unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess, requireProjectPermission } from './project-access';
import { findProjectMemberForUpdate } from './project-member-store';

export const NOT_ON_PROJECT = 'This person is not on the project.';
export const MANAGE_DENIED =
  "Sorry, you don't have permission to manage the members of this project. Only the project owner can do that.";

/**
 * Inside the caller's transaction: locks the project, checks project:members:edit and returns
 * the project member to change, refusing the owner with `ownerMessage` (SPEC 5, 6).
 */
export const lockManagedMember = async (
  tx: Executor,
  tenant: TenantContext,
  projectId: string,
  workspaceMemberId: string,
  ownerMessage: string,
) => {
  const access = await loadProjectAccess(tx, tenant, projectId, { lock: true });
  requireProjectPermission(access, 'project:members:edit', MANAGE_DENIED);
  const member = await findProjectMemberForUpdate(
    tx,
    tenant.workspaceId,
    projectId,
    workspaceMemberId,
  );
  if (!member) throw notFound(NOT_ON_PROJECT);
  if (member.role === 'owner') throw unprocessable(ownerMessage);
  return member;
};
