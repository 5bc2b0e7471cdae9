import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import type { WorkspaceExit } from '@hirelane/domain/workspace-settings/workspace-settings.schema';
import { canLeaveWorkspace } from '@hirelane/domain/workspace-settings/workspace-rules';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { currentWorkspaceOf } from './current-workspace-of';
import { moveUsersOffWorkspace } from '../workspaces/workspace-store';
import { deleteMember } from '../workspaces/member-store';
import { deleteMemberLinkedinAccount } from '../accounts/linkedin-account-store';
import { findMemberForUpdate, lockActiveOwners } from '../workspaces/member-store';

/**
 * The caller leaves the workspace: their membership (and project memberships) goes, the last
 * active owner is refused, and if it was their current workspace they move to another of theirs.
 */
export const leaveWorkspace = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
): Promise<WorkspaceExit> => {
  await db.transaction(async (tx) => {
    const ownerCount = await lockActiveOwners(tx, tenant.workspaceId);
    const member = await findMemberForUpdate(tx, tenant.workspaceId, tenant.memberId);
    if (!member || member.status !== 'active') throw notFound('You are not a member of it.');
    const verdict = canLeaveWorkspace(member.role as WorkspaceRole, ownerCount);
    if (!verdict.allowed) throw new HttpError(403, verdict.reason);
    await deleteMember(tx, tenant.workspaceId, member.id);
    // The LinkedIn account is the person's own: it leaves with them (mailboxes stay, they are the workspace's).
    await deleteMemberLinkedinAccount(tx, tenant.workspaceId, userId);
    await moveUsersOffWorkspace(tx, tenant.workspaceId, userId);
  });
  return currentWorkspaceOf(db, userId);
};
