import type { ExtensionContext } from '@hirelane/domain/extension/extension-api.schema';
import { MIN_EXTENSION_VERSION } from '@hirelane/domain/extension/presence';
import { seesEveryProject } from '@hirelane/domain/projects/project-roles';
import type { Database } from '../../db/client';
import type { ResolvedSession } from '../auth/session-store';
import { listVisibleProjects } from '../projects/project-store';
import { findUserWorkspace, listUserWorkspaces } from '../workspaces/workspace-store';

/** How many projects the extension's picker lists (the most recently active first). */
const PROJECT_PICKER_LIMIT = 200;

/**
 * GET /api/extension/context: the signed-in user, their current workspace (the app's, so the
 * extension follows a workspace switch in the app) and the open projects they may see.
 */
export const getExtensionContext = async (
  db: Database,
  session: ResolvedSession,
): Promise<ExtensionContext> => {
  const { user } = session;
  const current =
    (user.currentWorkspaceId
      ? await findUserWorkspace(db, user.currentWorkspaceId, user.id)
      : undefined) ?? (await listUserWorkspaces(db, user.id))[0];
  const projects = current
    ? await listVisibleProjects(db, current.id, current.memberId, seesEveryProject(current.role), {
        sort: 'recent',
        archived: false,
        limit: PROJECT_PICKER_LIMIT,
      })
    : [];
  return {
    user: { first_name: user.firstName, last_name: user.lastName, email: user.email },
    workspace: current ? { _id: current.id, name: current.name } : null,
    projects: projects.map(({ project }) => ({ _id: project.id, name: project.name })),
    min_extension_version: MIN_EXTENSION_VERSION,
  };
};
