import type { Readable } from 'node:stream';
import type { AppContext } from '../../../app-context';
import { notFound } from '../../../http/http-error';
import type { TenantContext } from '../../../http/request-context';
import { IMPORT_NOT_FOUND } from '../get-import';
import { findImport, findStoredFile } from '../import-job-store';
import { requireImportProject } from '../import-project-access';

/** An ASCII file name safe inside a quoted Content-Disposition value. */
const attachmentName = (name: string): string =>
  name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 150) || 'rejected-rows.csv';

/**
 * The rejected-rows report of an import: the original cells, the reason and the line, cells
 * already escaped against spreadsheet formulas when the report was written.
 */
export const downloadRejectedRows = async (
  app: Pick<AppContext, 'pool' | 'db' | 'storage'>,
  tenant: TenantContext,
  projectId: string,
  importId: string,
): Promise<{ filename: string; stream: Readable }> => {
  await requireImportProject(app.db, tenant, projectId, 'project:view');
  const row = await findImport(app.pool, tenant.workspaceId, importId, projectId);
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  if (!row.rejected_file_id) throw notFound('This import has no rejected rows.');
  const file = await findStoredFile(app.pool, tenant.workspaceId, row.rejected_file_id);
  if (!file) throw notFound('This import has no rejected rows.');
  return { filename: attachmentName(file.filename), stream: app.storage.stream(file.storage_key) };
};
