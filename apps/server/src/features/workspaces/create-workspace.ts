import type { WorkspaceListItem } from '@hirelane/domain/workspaces/workspace.schema';
import type { Database } from '../../db/client';
import { insertMember } from './member-store';
import { insertWorkspace, setCurrentWorkspace } from './workspace-store';

/** Creates a workspace with its creator as owner and makes it the creator's current workspace. */
export const createWorkspace = async (
  db: Database,
  userId: string,
  name: string,
): Promise<WorkspaceListItem> =>
  db.transaction(async (tx) => {
    const workspace = await insertWorkspace(tx, name);
    await insertMember(tx, workspace.id, userId, 'owner');
    await setCurrentWorkspace(tx, userId, workspace.id);
    return { _id: workspace.id, name: workspace.name, role: 'owner' };
  });
