import type { ImportJob } from '@hirelane/domain/imports/import.schema';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { findImport, listImportFiles, toImportJob } from './import-job-store';
import { requireImportProject } from './import-project-access';

export const IMPORT_NOT_FOUND = 'Import not found.';

/** One import of a project the caller can see, with its progress and summary. */
export const getImport = async (
  app: Pick<AppContext, 'pool' | 'db'>,
  tenant: TenantContext,
  projectId: string,
  importId: string,
): Promise<ImportJob> => {
  await requireImportProject(app.db, tenant, projectId, 'project:view');
  const row = await findImport(app.pool, tenant.workspaceId, importId, projectId);
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  const files = await listImportFiles(app.pool, tenant.workspaceId, [row.id]);
  return toImportJob(row, files.get(row.id));
};
