import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import type { WorkspaceExit } from '@hirelane/domain/workspace-settings/workspace-settings.schema';
import {
  DELETE_NAME_MISMATCH,
  canDeleteWorkspace,
  confirmsWorkspaceName,
} from '@hirelane/domain/workspace-settings/workspace-rules';
import type { AppContext } from '../../app-context';
import { HttpError, notFound, unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { writeAuditLog } from '../admin/audit-log-store';
import { currentWorkspaceOf } from './current-workspace-of';
import { removeStoredBytes } from './remove-stored-bytes';
import { lockWorkspace } from './workspace-settings-store';
import { deleteWorkspacePipelineRows } from '../pipeline/project-candidate-store';
import { listStoredFileKeys } from '../imports/import-job-store';
import { deleteWorkspaceRow, moveUsersOffWorkspace } from '../workspaces/workspace-store';
import { findMemberForUpdate } from '../workspaces/member-store';

export type Deleter = { id: string; email: string };

/**
 * Deletes the workspace and all its data in one transaction, after the owner typed its name:
 * the pipeline rows that have no foreign key to it first, then the workspace row, which cascades
 * to every other table. Everyone whose current workspace it was moves to another of theirs.
 * The stored files' bytes are removed after the commit.
 */
export const deleteWorkspace = async (
  app: Pick<AppContext, 'db' | 'storage'>,
  tenant: TenantContext,
  deleter: Deleter,
  confirmName: string,
): Promise<WorkspaceExit> => {
  const { workspaceId } = tenant;
  const keys = await app.db.transaction(async (tx) => {
    const workspace = await lockWorkspace(tx, workspaceId);
    if (!workspace) throw notFound('Workspace not found.');
    // Checked again under the lock: the role may have changed since the request was let in.
    const member = await findMemberForUpdate(tx, workspaceId, tenant.memberId);
    if (member?.status !== 'active') throw new HttpError(403, 'You are not a member of it.');
    const verdict = canDeleteWorkspace(member.role as WorkspaceRole);
    if (!verdict.allowed) throw new HttpError(403, verdict.reason);
    if (!confirmsWorkspaceName(confirmName, workspace.name))
      throw unprocessable(DELETE_NAME_MISMATCH, [
        { path: 'confirm_name', message: DELETE_NAME_MISMATCH },
      ]);
    const storedKeys = await listStoredFileKeys(tx, workspaceId);
    await moveUsersOffWorkspace(tx, workspaceId);
    await deleteWorkspacePipelineRows(tx, workspaceId);
    await deleteWorkspaceRow(tx, workspaceId);
    await writeAuditLog(tx, {
      actorUserId: deleter.id,
      actorEmail: deleter.email,
      action: 'workspace.delete',
      target: workspaceId,
      details: { name: workspace.name, files: storedKeys.length },
    });
    return storedKeys;
  });
  await removeStoredBytes(app.storage, keys);
  return currentWorkspaceOf(app.db, deleter.id);
};
