import type { WorkspaceExit } from '@hirelane/domain/workspace-settings/workspace-settings.schema';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { findUserWorkspace } from '../workspaces/workspace-store';

/** Where a user is after leaving or deleting a workspace. */
export const currentWorkspaceOf = async (db: Executor, userId: string): Promise<WorkspaceExit> => {
  const [row] = await db
    .select({ currentWorkspaceId: user.currentWorkspaceId })
    .from(user)
    .where(eq(user.id, userId));
  const current = row?.currentWorkspaceId
    ? await findUserWorkspace(db, row.currentWorkspaceId, userId)
    : undefined;
  return { current_workspace: current ? { _id: current.id, name: current.name } : null };
};
