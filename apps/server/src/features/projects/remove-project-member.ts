import { PROJECT_OWNER_NOT_REMOVABLE_MESSAGE } from '@hirelane/domain/projects/project-roles';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { lockManagedMember } from './lock-managed-member';
import { deleteProjectMember, personName } from './project-member-store';

/** SPEC 6: only non-owner members can be removed, and only with project:members:edit. */
export const removeProjectMember = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
  workspaceMemberId: string,
): Promise<string> =>
  db.transaction(async (tx) => {
    const member = await lockManagedMember(
      tx,
      tenant,
      projectId,
      workspaceMemberId,
      PROJECT_OWNER_NOT_REMOVABLE_MESSAGE,
    );
    await deleteProjectMember(tx, tenant.workspaceId, projectId, workspaceMemberId);
    return `${personName(member)} was removed from the project.`;
  });
