import pg from 'pg';
import type { ProjectAgent } from '@hirelane/domain/product/agents';
import { ENTRY_STAGE_BY_AGENT, entrySubStage } from '@hirelane/domain/pipeline/stages';
import type { AppContext } from '../../../app-context';
import { mergeStagedRows } from './csv-merge';
import { CsvImportProblem, readableError } from './csv-import-problem';
import { startImportProgress } from './import-progress';
import { stageFile, type RejectedReport } from './stage-csv-file';
import { reportStorageKey, storeRejectedReport } from './store-rejected-report';
import { findImport, markImportCompleted, markImportFailed } from '../import-job-store';

export type CsvImportData = { importId: string; workspaceId: string };

export type CsvImportResult =
  | { status: 'skipped' }
  | { status: 'failed'; error: string }
  | {
      status: 'completed';
      rows: number;
      created: number;
      updated: number;
      merged: number;
      rejected: number;
    };

/**
 * A connection of its own rather than one of the pool's: an import holds it for up to a minute,
 * and a fresh session may still size its buffers for temporary tables (the staging tables of a
 * million rows would otherwise spill through the default 8 MB).
 */
const openImportConnection = async (pool: pg.Pool): Promise<pg.Client> => {
  const client = new pg.Client(pool.options);
  await client.connect();
  try {
    await client.query(`set temp_buffers = '256MB'`);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return client;
};

/**
 * Runs one CSV import end to end in ONE transaction: staging table + COPY, set-based merge,
 * rejected-rows report, summary. Anything failing rolls it all back and marks the import failed
 * with a readable reason. Safe to run twice: a finished import is skipped, and a second run of
 * the same import at the same time waits for nothing and is skipped too.
 */
export const runCsvImport = async (
  app: Pick<AppContext, 'pool' | 'storage'>,
  data: CsvImportData,
  options: {
    progressEveryMs?: number;
    /** Timings of the phases, for the benchmark. */
    onStep?: (name: string, ms: number) => void;
  } = {},
): Promise<CsvImportResult> => {
  const job = await findImport(app.pool, data.workspaceId, data.importId);
  if (!job || job.kind !== 'csv' || job.status === 'completed' || job.status === 'failed')
    return { status: 'skipped' };

  const client = await openImportConnection(app.pool);
  const report: { current: RejectedReport | null } = { current: null };
  let storedReportKey: string | null = null;
  let progress: ReturnType<typeof startImportProgress> | null = null;
  try {
    await client.query('begin');
    const locked = await client.query<{ ok: boolean }>(
      `select pg_try_advisory_xact_lock(hashtext('import:' || $1::text)) as ok`,
      [job.id],
    );
    const current = await findImport(client, job.workspace_id, job.id);
    if (
      !locked.rows[0]?.ok ||
      !current ||
      current.status === 'completed' ||
      current.status === 'failed'
    ) {
      await client.query('rollback');
      return { status: 'skipped' };
    }
    const { storage_key: storageKey, mapping } = current;
    if (!storageKey || !mapping)
      throw new CsvImportProblem('The uploaded file is no longer stored.');
    const project = await client.query<{ agent: ProjectAgent }>(
      'select agent from project where id = $1 and workspace_id = $2',
      [current.project_id, current.workspace_id],
    );
    const agent = project.rows[0]?.agent;
    if (!agent) throw new CsvImportProblem('The project no longer exists.');

    progress = startImportProgress(app.pool, job.workspace_id, job.id, options.progressEveryMs);
    const streamStarted = performance.now();
    const { rows, valid } = await stageFile(
      app,
      client,
      { ...current, storage_key: storageKey, mapping },
      report,
      progress.set,
    );
    options.onStep?.('read, validate, COPY', performance.now() - streamStarted);
    const stage = ENTRY_STAGE_BY_AGENT[agent];
    const counts = await mergeStagedRows(
      client,
      {
        workspaceId: job.workspace_id,
        projectId: job.project_id,
        userId: current.created_by_user_id,
        stage,
        subStage: entrySubStage(stage),
      },
      valid,
      options.onStep,
    );

    let rejectedFileId: string | null = null;
    const reportPath = await report.current?.finish();
    if (reportPath) {
      storedReportKey = reportStorageKey(job);
      rejectedFileId = await storeRejectedReport(app, client, current, reportPath, storedReportKey);
    }
    await progress.stop();
    const summary = {
      rows,
      created: counts.created,
      updated: counts.updated,
      merged: counts.merged,
      rejected: rows - valid,
    };
    await markImportCompleted(client, job.workspace_id, job.id, { ...summary, rejectedFileId });
    await client.query('commit');
    return { status: 'completed', ...summary };
  } catch (error) {
    await progress?.stop();
    await client.query('rollback').catch(() => undefined);
    if (storedReportKey) await app.storage.remove(storedReportKey).catch(() => undefined);
    const message = readableError(error);
    await markImportFailed(app.pool, job.workspace_id, job.id, message);
    return { status: 'failed', error: message };
  } finally {
    await client.end().catch(() => undefined);
    await report.current?.discard();
  }
};
