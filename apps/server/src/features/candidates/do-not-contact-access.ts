import { projectPermissionsFor, seesEveryProject } from '@hirelane/domain/projects/project-roles';
import type { Executor } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { listRolesOverCandidate } from './do-not-contact-store';

/**
 * Who may mark or lift do-not-contact: workspace owners and admins, and owners and editors of a
 * project holding the person. `hidden` when no project of theirs holds the person at all.
 */
export const doNotContactAccess = async (
  db: Executor,
  tenant: TenantContext,
  candidateId: string,
): Promise<'allowed' | 'denied' | 'hidden'> => {
  if (seesEveryProject(tenant.role)) return 'allowed';
  const roles = await listRolesOverCandidate(db, tenant.workspaceId, candidateId, tenant.memberId);
  if (roles.length === 0) return 'hidden';
  return roles.some((role) =>
    projectPermissionsFor(role, tenant.role).includes('candidate:contact:edit'),
  )
    ? 'allowed'
    : 'denied';
};
