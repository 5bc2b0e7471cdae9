import {
  PROJECT_OWNER_ROLE_FIXED_MESSAGE,
  type ProjectRole,
} from '@hirelane/domain/projects/project-roles';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { lockManagedMember } from './lock-managed-member';
import { personName, updateProjectMemberRole } from './project-member-store';

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
    const member = await lockManagedMember(
      tx,
      tenant,
      projectId,
      workspaceMemberId,
      PROJECT_OWNER_ROLE_FIXED_MESSAGE,
    );
    await updateProjectMemberRole(tx, tenant.workspaceId, projectId, workspaceMemberId, role);
    return `${personName(member)} is now ${withArticle(role)} on the project.`;
  });
