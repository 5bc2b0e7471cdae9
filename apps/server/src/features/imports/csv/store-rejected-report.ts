import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { AppContext } from '../../../app-context';
import type { SqlClient } from '../../../db/transaction';
import { insertStoredFile, type ImportJobRow } from '../import-job-store';

export const reportStorageKey = (job: Pick<ImportJobRow, 'workspace_id' | 'id'>) =>
  `workspaces/${job.workspace_id}/imports/${job.id}/rejected-rows.csv`;

/** Keeps the rejected-rows report of a finished import as a stored file; returns its id. */
export const storeRejectedReport = async (
  app: Pick<AppContext, 'storage'>,
  client: SqlClient,
  job: ImportJobRow,
  reportPath: string,
  storageKey: string,
): Promise<string> => {
  const fileId = randomUUID();
  const stored = await app.storage.put(storageKey, createReadStream(reportPath));
  await insertStoredFile(client, {
    id: fileId,
    workspaceId: job.workspace_id,
    storageKey,
    filename: `rejected-rows-${(job.filename ?? 'import.csv').replace(/\.csv$/i, '')}.csv`,
    contentType: 'text/csv',
    size: stored.size,
    sha256: stored.sha256,
    userId: job.created_by_user_id,
  });
  return fileId;
};
