import type { ProjectAgent } from '@hirelane/domain/product/agents';
import type { ProjectPermission } from '@hirelane/domain/projects/project-roles';
import type { Executor } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess, requireProjectPermission } from '../projects/project-access';

export type ImportProject = { id: string; name: string; agent: ProjectAgent };

/**
 * The project an import targets, with the projects feature's visibility rule: another
 * workspace's project, or one the caller is not a member of (and not a workspace owner/admin),
 * is not found; seeing it without `permission` is forbidden.
 */
export const requireImportProject = async (
  db: Executor,
  tenant: TenantContext,
  projectId: string,
  permission: ProjectPermission,
): Promise<ImportProject> => {
  const access = await loadProjectAccess(db, tenant, projectId);
  requireProjectPermission(access, permission);
  const { id, name, agent } = access.project;
  return { id, name, agent: agent as ProjectAgent };
};
