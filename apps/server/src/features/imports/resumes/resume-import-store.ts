import { sql } from 'drizzle-orm';
import type { ImportFile } from '@hirelane/domain/imports/import.schema';
import type { Executor } from '../../../db/client';
import type { SqlClient } from '../../../db/transaction';

/** Data access of resume imports; every query is scoped by the workspace id. */

export type NewImportFile = {
  id: string;
  fileId: string | null;
  filename: string;
  size: number;
  reason: string | null;
};

/** The import row (kind resume, queued) and its file rows, in the caller's transaction. */
export const insertResumeImport = async (
  db: SqlClient,
  values: {
    id: string;
    workspaceId: string;
    projectId: string;
    userId: string | null;
    files: NewImportFile[];
  },
): Promise<void> => {
  const refused = values.files.filter((file) => file.reason !== null).length;
  await db.query(
    `insert into import_job (id, workspace_id, project_id, kind, status, total_rows,
       processed_rows, rejected_count, created_by_user_id)
     values ($1, $2, $3, 'resume', 'queued', $4, $5, $5, $6)`,
    [values.id, values.workspaceId, values.projectId, values.files.length, refused, values.userId],
  );
  // One statement for up to 100 rows; the position keeps the upload order (listImportFiles sorts
  // by created_at, then id, and every row of one statement shares created_at).
  await db.query(
    `insert into import_file (id, workspace_id, import_id, file_id, filename, size, status, reason,
       finished_at, created_at)
     select f.id, $1, $2, f.file_id, f.filename, f.size,
            case when f.reason is null then 'queued' else 'refused' end, f.reason,
            case when f.reason is null then null else now() end,
            now() + f.position * interval '1 microsecond'
       from unnest($3::uuid[], $4::uuid[], $5::text[], $6::int[], $7::text[])
            with ordinality as f(id, file_id, filename, size, reason, position)`,
    [
      values.workspaceId,
      values.id,
      values.files.map((file) => file.id),
      values.files.map((file) => file.fileId),
      values.files.map((file) => file.filename),
      values.files.map((file) => file.size),
      values.files.map((file) => file.reason),
    ],
  );
};

export type ResumeImportRow = {
  id: string;
  workspace_id: string;
  project_id: string;
  kind: string;
  status: string;
  created_by_user_id: string | null;
};

export const findResumeImport = async (
  db: Executor,
  workspaceId: string,
  importId: string,
): Promise<ResumeImportRow | null> => {
  const result = await db.execute<ResumeImportRow>(
    sql`select id, workspace_id, project_id, kind, status, created_by_user_id from import_job
        where id = ${importId} and workspace_id = ${workspaceId}`,
  );
  return result.rows[0] ?? null;
};

export type OpenImportFile = {
  id: string;
  filename: string;
  file_id: string | null;
  storage_key: string | null;
};

/** The files of the import still to read (queued, or caught mid-way by a crash), in upload order. */
export const listOpenFiles = async (
  db: Executor,
  workspaceId: string,
  importId: string,
): Promise<OpenImportFile[]> => {
  const result = await db.execute<OpenImportFile>(
    sql`select i.id, i.filename, i.file_id, s.storage_key from import_file i
        left join stored_file s on s.id = i.file_id and s.workspace_id = i.workspace_id
        where i.workspace_id = ${workspaceId} and i.import_id = ${importId}
          and i.status in ('queued', 'parsing')
        order by i.created_at, i.id`,
  );
  return result.rows;
};

/** queued → parsing; false when the file was finished meanwhile (another run of the job). */
export const claimFile = async (
  db: Executor,
  workspaceId: string,
  importFileId: string,
): Promise<boolean> => {
  const result = await db.execute(
    sql`update import_file set status = 'parsing'
        where id = ${importFileId} and workspace_id = ${workspaceId}
          and status in ('queued', 'parsing')`,
  );
  return (result.rowCount ?? 0) > 0;
};

/** Locks a file row being saved; false when it is no longer open (finished by another run). */
export const lockOpenFile = async (
  db: Executor,
  workspaceId: string,
  importFileId: string,
): Promise<boolean> => {
  const result = await db.execute(
    sql`select 1 from import_file
        where id = ${importFileId} and workspace_id = ${workspaceId}
          and status in ('queued', 'parsing')
        for update`,
  );
  return result.rows.length > 0;
};

export type FileResult =
  | { status: 'done'; outcome: NonNullable<ImportFile['outcome']>; candidateId: string }
  | { status: 'refused' | 'failed'; reason: string };

export const finishFile = async (
  db: Executor,
  workspaceId: string,
  importFileId: string,
  result: FileResult,
): Promise<void> => {
  const done = result.status === 'done';
  await db.execute(
    sql`update import_file set status = ${result.status},
          reason = ${done ? null : result.reason},
          outcome = ${done ? result.outcome : null},
          candidate_id = ${done ? result.candidateId : null},
          finished_at = now()
        where id = ${importFileId} and workspace_id = ${workspaceId}
          and status in ('queued', 'parsing')`,
  );
};

/**
 * Recounts the import's summary from its file rows, so a retried or doubled run can never count
 * a file twice. Call it in a transaction: the import row is locked first, so the count (a new
 * snapshot, taken after the lock) sees every file a concurrent transaction finished before it.
 */
export const refreshImportCounts = async (
  tx: Executor,
  workspaceId: string,
  importId: string,
): Promise<void> => {
  await tx.execute(
    sql`select 1 from import_job where id = ${importId} and workspace_id = ${workspaceId} for update`,
  );
  await tx.execute(
    sql`update import_job j set
          processed_rows = c.finished, created_count = c.created, merged_count = c.merged,
          rejected_count = c.rejected
        from (
          select count(*) filter (where status in ('done', 'refused', 'failed'))::int as finished,
                 count(*) filter (where outcome = 'created')::int as created,
                 count(*) filter (where outcome = 'merged')::int as merged,
                 count(*) filter (where status in ('refused', 'failed'))::int as rejected
            from import_file where workspace_id = ${workspaceId} and import_id = ${importId}
        ) c
        where j.id = ${importId} and j.workspace_id = ${workspaceId}`,
  );
};

export const markResumeImportRunning = async (
  db: Executor,
  workspaceId: string,
  importId: string,
): Promise<void> => {
  await db.execute(
    sql`update import_job set status = 'running', started_at = coalesce(started_at, now())
        where id = ${importId} and workspace_id = ${workspaceId} and status in ('queued', 'running')`,
  );
};

/** completed, or failed with the error; the counts of the files already saved stay true. */
export const markResumeImportFinished = async (
  tx: Executor,
  workspaceId: string,
  importId: string,
  error: string | null,
): Promise<void> => {
  await refreshImportCounts(tx, workspaceId, importId);
  await tx.execute(
    sql`update import_job set status = ${error === null ? 'completed' : 'failed'},
          error = ${error}, finished_at = now()
        where id = ${importId} and workspace_id = ${workspaceId}`,
  );
};
