import type { ImportJob } from '@hirelane/domain/imports/import.schema';
import type { AppContext } from '../../app-context';
import type { TenantContext } from '../../http/request-context';
import { listImportFiles, listRecentImports, toImportJob } from './import-job-store';
import { requireImportProject } from './import-project-access';

/** The project's 20 most recent imports (CSV and resume), newest first. */
export const listImports = async (
  app: Pick<AppContext, 'pool' | 'db'>,
  tenant: TenantContext,
  projectId: string,
): Promise<ImportJob[]> => {
  await requireImportProject(app.db, tenant, projectId, 'project:view');
  const rows = await listRecentImports(app.pool, tenant.workspaceId, projectId);
  const files = await listImportFiles(
    app.pool,
    tenant.workspaceId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toImportJob(row, files.get(row.id)));
};
