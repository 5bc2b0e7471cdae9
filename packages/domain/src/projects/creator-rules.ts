import type { ProjectRole } from './project-roles';
import type { WorkspaceRole } from '../workspaces/roles';

/** The server's 403 and the UI's note on shared items a person may not change (decision 016). */
export const ONLY_CREATOR_OR_ADMIN_MESSAGE = 'Only the creator or an admin can change this.';

/**
 * Who may edit or delete something a teammate created (a message template, a saved search):
 * its creator, a workspace owner or admin, and for an item of a project also the project's
 * owner. An item whose creator left (null) is changed by admins only.
 */
export const mayChangeCreatedItem = (input: {
  viewerUserId: string;
  creatorUserId: string | null;
  workspaceRole: WorkspaceRole;
  projectRole?: ProjectRole | null;
}): boolean =>
  (input.creatorUserId !== null && input.creatorUserId === input.viewerUserId) ||
  input.workspaceRole === 'owner' ||
  input.workspaceRole === 'admin' ||
  input.projectRole === 'owner';
