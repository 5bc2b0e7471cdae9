import type { ProjectAgent } from '@hirelane/domain/product/agents';
import type { ProjectPermission } from '@hirelane/domain/projects/project-roles';
import type { CsvCustomField } from '@hirelane/domain/imports/csv-row';
import type { Executor } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess, requireProjectPermission } from '../projects/project-access';
import type { Queryable } from './import-job-store';

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

export const listProjectCustomFields = async (
  db: Queryable,
  workspaceId: string,
  projectId: string,
): Promise<CsvCustomField[]> => {
  const result = await db.query<{
    id: string;
    name: string;
    type: CsvCustomField['type'];
    options: string[];
  }>(
    `select id, name, type, options from custom_field where workspace_id = $1 and project_id = $2
     order by position, created_at`,
    [workspaceId, projectId],
  );
  return result.rows.map((row) => ({
    _id: row.id,
    name: row.name,
    type: row.type,
    options: row.options,
  }));
};
