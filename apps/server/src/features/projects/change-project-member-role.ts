import {
  PROJECT_OWNER_ROLE_FIXED_MESSAGE,
  type ProjectRole,
} from '@hirelane/domain/projects/project-roles';
import type { Database } from '../../db/client';
import { notFound, unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess, requireProjectPermission } from './project-access';
import {
  findProjectMemberForUpdate,
  personName,
  updateProjectMemberRole,
} from './project-member-store';
import { MANAGE_DENIED, NOT_ON_PROJECT } from './remove-project-member';

const withArticle = (role: ProjectRole) => (role === 'editor' ? 'an editor' : `a ${role}`);

/** SPEC 5: the owner's role cannot be changed; the others switch between editor and collaborator. */
export const changeProjectMemberRole = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
  workspaceMemberId: string,
  role: ProjectRole,
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
    if (member.role === 'owner') throw unprocessable(PROJECT_OWNER_ROLE_FIXED_MESSAGE);
    await updateProjectMemberRole(tx, tenant.workspaceId, projectId, workspaceMemberId, role);
    return `${personName(member)} is now ${withArticle(role)} on the project.`;
  });
