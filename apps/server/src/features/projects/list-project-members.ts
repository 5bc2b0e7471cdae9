import type { ProjectMember } from '@hirelane/domain/projects/project.schema';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess } from './project-access';
import { listProjectMembers } from './project-member-store';

/** SPEC 6: the project permissions arrive with the member list of each project. */
export const listMembersOfProject = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
): Promise<{ members: ProjectMember[]; permissions: string[] }> => {
  const { permissions } = await loadProjectAccess(db, tenant, projectId);
  return { members: await listProjectMembers(db, tenant.workspaceId, projectId), permissions };
};
