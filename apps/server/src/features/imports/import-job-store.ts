import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { storedFile } from '../../db/schema/files';
import type { SqlClient } from '../../db/transaction';
import type { CsvMapping, ImportFile, ImportJob } from '@hirelane/domain/imports/import.schema';

export type ImportJobRow = {
  id: string;
  workspace_id: string;
  project_id: string;
  kind: 'csv' | 'resume';
  status: ImportJob['status'];
  file_id: string | null;
  mapping: CsvMapping | null;
  total_rows: number | null;
  processed_rows: number;
  created_count: number;
  updated_count: number;
  merged_count: number;
  rejected_count: number;
  suppressed_count: number;
  rejected_file_id: string | null;
  error: string | null;
  created_by_user_id: string | null;
  created_at: Date;
  finished_at: Date | null;
  filename: string | null;
  storage_key: string | null;
};

const SELECT_IMPORT = `select j.*, f.filename, f.storage_key from import_job j
  left join stored_file f on f.id = j.file_id and f.workspace_id = j.workspace_id`;

/** Takes the import's transaction-scoped lock; false when another run of it holds the lock. */
export const tryLockImport = async (db: SqlClient, importId: string): Promise<boolean> => {
  const result = await db.query<{ ok: boolean }>(
    `select pg_try_advisory_xact_lock(hashtext('import:' || $1::text)) as ok`,
    [importId],
  );
  return result.rows[0]?.ok === true;
};

export const findImport = async (
  db: SqlClient,
  workspaceId: string,
  importId: string,
  projectId?: string,
): Promise<ImportJobRow | null> => {
  const result = await db.query<ImportJobRow>(
    `${SELECT_IMPORT} where j.id = $1 and j.workspace_id = $2 and ($3::uuid is null or j.project_id = $3)`,
    [importId, workspaceId, projectId ?? null],
  );
  return result.rows[0] ?? null;
};

export const listRecentImports = async (
  db: SqlClient,
  workspaceId: string,
  projectId: string,
  limit = 20,
): Promise<ImportJobRow[]> => {
  const result = await db.query<ImportJobRow>(
    `${SELECT_IMPORT} where j.workspace_id = $1 and j.project_id = $2
     order by j.created_at desc, j.id limit $3`,
    [workspaceId, projectId, limit],
  );
  return result.rows;
};

type FileRow = {
  id: string;
  import_id: string;
  filename: string;
  size: number;
  status: ImportFile['status'];
  reason: string | null;
  outcome: ImportFile['outcome'];
  candidate_id: string | null;
};

/** The per-file rows of resume imports (none for a CSV import), by import id. */
export const listImportFiles = async (
  db: SqlClient,
  workspaceId: string,
  importIds: string[],
): Promise<Map<string, ImportFile[]>> => {
  const byImport = new Map<string, ImportFile[]>();
  if (importIds.length === 0) return byImport;
  const result = await db.query<FileRow>(
    `select id, import_id, filename, size, status, reason, outcome, candidate_id from import_file
     where workspace_id = $1 and import_id = any($2::uuid[]) order by created_at, id`,
    [workspaceId, importIds],
  );
  for (const row of result.rows) {
    const files = byImport.get(row.import_id) ?? [];
    files.push({
      _id: row.id,
      filename: row.filename,
      size: row.size,
      status: row.status,
      reason: row.reason,
      outcome: row.outcome,
      candidate_id: row.candidate_id,
    });
    byImport.set(row.import_id, files);
  }
  return byImport;
};

export const rejectedReportPath = (row: Pick<ImportJobRow, 'id' | 'project_id' | 'workspace_id'>) =>
  `/api/project/${row.project_id}/import/${row.id}/rejected.csv?workspace=${row.workspace_id}`;

export const toImportJob = (row: ImportJobRow, files: ImportFile[] = []): ImportJob => ({
  _id: row.id,
  kind: row.kind,
  status: row.status,
  filename: row.filename,
  total_rows: row.total_rows,
  processed_rows: row.processed_rows,
  created: row.created_count,
  updated: row.updated_count,
  merged: row.merged_count,
  rejected: row.rejected_count,
  suppressed: row.suppressed_count,
  error: row.error,
  rejected_report_url: row.rejected_file_id ? rejectedReportPath(row) : null,
  files,
  created_at: row.created_at.toISOString(),
  finished_at: row.finished_at ? row.finished_at.toISOString() : null,
});

/** A stored file of the workspace: where its bytes are and the name it was uploaded with. */
export const findStoredFile = async (
  db: SqlClient,
  workspaceId: string,
  fileId: string,
): Promise<{ storage_key: string; filename: string } | undefined> => {
  const result = await db.query<{ storage_key: string; filename: string }>(
    `select storage_key, filename from stored_file where id = $1 and workspace_id = $2`,
    [fileId, workspaceId],
  );
  return result.rows[0];
};

export const insertStoredFile = async (
  db: SqlClient,
  file: {
    id: string;
    workspaceId: string;
    storageKey: string;
    filename: string;
    contentType: string;
    size: number;
    sha256: string;
    userId: string | null;
  },
): Promise<void> => {
  await db.query(
    `insert into stored_file (id, workspace_id, storage_key, filename, content_type, size, sha256, created_by_user_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      file.id,
      file.workspaceId,
      file.storageKey,
      file.filename,
      file.contentType,
      file.size,
      file.sha256,
      file.userId,
    ],
  );
};

export const insertCsvImport = async (
  db: SqlClient,
  values: {
    id: string;
    workspaceId: string;
    projectId: string;
    fileId: string;
    mapping: CsvMapping;
    userId: string | null;
  },
): Promise<void> => {
  await db.query(
    `insert into import_job (id, workspace_id, project_id, kind, status, file_id, mapping, created_by_user_id)
     values ($1, $2, $3, 'csv', 'queued', $4, $5, $6)`,
    [
      values.id,
      values.workspaceId,
      values.projectId,
      values.fileId,
      JSON.stringify(values.mapping),
      values.userId,
    ],
  );
};

export const markImportRunning = async (
  db: SqlClient,
  workspaceId: string,
  importId: string,
  totalRows: number | null,
): Promise<void> => {
  await db.query(
    `update import_job set status = 'running', started_at = now(), processed_rows = 0,
       total_rows = $3, error = null
     where id = $1 and workspace_id = $2`,
    [importId, workspaceId, totalRows],
  );
};

export const saveImportProgress = async (
  db: SqlClient,
  workspaceId: string,
  importId: string,
  processedRows: number,
): Promise<void> => {
  await db.query(
    `update import_job set processed_rows = $3
     where id = $1 and workspace_id = $2 and status = 'running'`,
    [importId, workspaceId, processedRows],
  );
};

export const markImportCompleted = async (
  db: SqlClient,
  workspaceId: string,
  importId: string,
  summary: {
    rows: number;
    created: number;
    updated: number;
    merged: number;
    rejected: number;
    suppressed: number;
    rejectedFileId: string | null;
  },
): Promise<void> => {
  await db.query(
    `update import_job set status = 'completed', finished_at = now(), total_rows = $3,
       processed_rows = $3, created_count = $4, updated_count = $5, merged_count = $6,
       rejected_count = $7, rejected_file_id = $8, suppressed_count = $9, error = null
     where id = $1 and workspace_id = $2`,
    [
      importId,
      workspaceId,
      summary.rows,
      summary.created,
      summary.updated,
      summary.merged,
      summary.rejected,
      summary.rejectedFileId,
      summary.suppressed,
    ],
  );
};

export const markImportFailed = async (
  db: SqlClient,
  workspaceId: string,
  importId: string,
  error: string,
): Promise<void> => {
  await db.query(
    `update import_job set status = 'failed', finished_at = now(), error = $3,
       created_count = 0, updated_count = 0, merged_count = 0, rejected_count = 0,
       suppressed_count = 0, rejected_file_id = null
     where id = $1 and workspace_id = $2`,
    [importId, workspaceId, error],
  );
};

/** The storage keys of every stored file of the workspace (to remove the bytes of a deleted one). */
export const listStoredFileKeys = async (db: Executor, workspaceId: string): Promise<string[]> => {
  const rows = await db
    .select({ key: storedFile.storageKey })
    .from(storedFile)
    .where(eq(storedFile.workspaceId, workspaceId));
  return rows.map((row) => row.key);
};
