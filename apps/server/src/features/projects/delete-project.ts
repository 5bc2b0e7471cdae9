import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { deleteJob } from './job-store';
import { loadProjectAccess, requireProjectPermission } from './project-access';
import { deleteProject } from './project-store';

/**
 * Removes the project with its campaign, members, custom fields, saved searches and pipeline
 * rows (by cascade) and its job. The candidates stay: they are people of the workspace.
 */
export const removeProject = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
): Promise<string> =>
  db.transaction(async (tx) => {
    const access = await loadProjectAccess(tx, tenant, projectId, { lock: true });
    requireProjectPermission(access, 'project:delete');
    await deleteProject(tx, tenant.workspaceId, projectId);
    await deleteJob(tx, tenant.workspaceId, access.project.jobId);
    return `${access.project.name} was deleted.`;
  });
