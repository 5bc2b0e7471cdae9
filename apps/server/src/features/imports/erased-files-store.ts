import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/*
 * A person's erasure (decision 036): their resume imports' file rows and their stored files. The
 * bytes are removed by the caller once the transaction commits (storage is not transactional).
 */

/** Deletes the import_file rows that made or merged the person; answers their stored file ids. */
export const deleteImportFilesOfPerson = async (
  db: Executor,
  workspaceId: string,
  candidateId: string,
): Promise<string[]> => {
  const result = await db.execute<{ file_id: string | null }>(sql`
    delete from import_file where workspace_id = ${workspaceId} and candidate_id = ${candidateId}
    returning file_id`);
  return result.rows.flatMap((row) => (row.file_id ? [row.file_id] : []));
};

/** Deletes these stored files of the workspace; answers their storage keys. */
export const deleteStoredFiles = async (
  db: Executor,
  workspaceId: string,
  fileIds: string[],
): Promise<string[]> => {
  if (fileIds.length === 0) return [];
  const result = await db.execute<{ storage_key: string }>(sql`
    delete from stored_file
     where workspace_id = ${workspaceId} and id = any(${sql.param(fileIds)}::uuid[])
    returning storage_key`);
  return result.rows.map((row) => row.storage_key);
};
