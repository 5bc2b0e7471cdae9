import type { WorkspaceExit } from '@hirelane/domain/workspace-settings/workspace-settings.schema';
import type { Executor } from '../../db/client';
import { findCurrentWorkspaceId, findUserWorkspace } from '../workspaces/workspace-store';

/** Where a user is after leaving or deleting a workspace. */
export const currentWorkspaceOf = async (db: Executor, userId: string): Promise<WorkspaceExit> => {
  const currentWorkspaceId = await findCurrentWorkspaceId(db, userId);
  const current = currentWorkspaceId
    ? await findUserWorkspace(db, currentWorkspaceId, userId)
    : undefined;
  return { current_workspace: current ? { _id: current.id, name: current.name } : null };
};
