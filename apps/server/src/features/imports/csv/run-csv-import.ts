import type { ProjectAgent } from '@hirelane/domain/product/agents';
import { ENTRY_STAGE_BY_AGENT, entrySubStage } from '@hirelane/domain/pipeline/stages';
import type { AppContext } from '../../../app-context';
import { inTransaction, openDedicatedConnection } from '../../../db/transaction';
import { findProjectById } from '../../projects/project-store';
import {
  findImport,
  markImportCompleted,
  markImportFailed,
  tryLockImport,
} from '../import-job-store';
import { CsvImportProblem, readableError } from './csv-import-problem';
import { mergeStagedRows } from './csv-merge';
import { LIST_SEPARATOR, STAGING_TABLE } from './csv-staging';
import { deleteSuppressedStagedRows } from '../../candidates/suppression-store';
import { lockWorkspaceCandidates } from '../../candidates/candidate-merge-store';
import { startImportProgress } from './import-progress';
import { stageFile, type RejectedReport } from './stage-csv-file';
import { reportStorageKey, storeRejectedReport } from './store-rejected-report';

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
      suppressed: number;
    };

/**
 * A connection of its own rather than one of the pool's: an import holds it for up to a minute,
 * and a fresh session may still size its buffers for temporary tables (the staging tables of a
 * million rows would otherwise spill through the default 8 MB).
 */
const IMPORT_SESSION = { temp_buffers: '256MB' };

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

  const connection = await openDedicatedConnection(app.pool, IMPORT_SESSION);
  const report: { current: RejectedReport | null } = { current: null };
  let storedReportKey: string | null = null;
  const progress: { current: ReturnType<typeof startImportProgress> | null } = { current: null };
  try {
    // A run that is skipped wrote nothing, so committing it is the same as rolling it back.
    return await inTransaction(connection, async (tx): Promise<CsvImportResult> => {
      const locked = await tryLockImport(tx.sql, job.id);
      const current = await findImport(tx.sql, job.workspace_id, job.id);
      if (!locked || !current || current.status === 'completed' || current.status === 'failed')
        return { status: 'skipped' };
      const { storage_key: storageKey, mapping } = current;
      if (!storageKey || !mapping)
        throw new CsvImportProblem('The uploaded file is no longer stored.');
      const project = await findProjectById(tx.db, current.workspace_id, current.project_id);
      const agent = project?.agent as ProjectAgent | undefined;
      if (!agent) throw new CsvImportProblem('The project no longer exists.');

      const publisher = startImportProgress(
        app.pool,
        job.workspace_id,
        job.id,
        options.progressEveryMs,
      );
      progress.current = publisher;
      const streamStarted = performance.now();
      const { rows, valid } = await stageFile(
        app,
        tx,
        { ...current, storage_key: storageKey, mapping },
        report,
        publisher.set,
      );
      options.onStep?.('read, validate, COPY', performance.now() - streamStarted);
      // Under the workspace's candidates lock, which an erasure takes too: no person slips past.
      await lockWorkspaceCandidates(tx.sql, job.workspace_id);
      const suppressed = await deleteSuppressedStagedRows(
        tx.sql,
        job.workspace_id,
        STAGING_TABLE,
        LIST_SEPARATOR,
      );
      const stage = ENTRY_STAGE_BY_AGENT[agent];
      const counts = await mergeStagedRows(
        tx.sql,
        {
          workspaceId: job.workspace_id,
          projectId: job.project_id,
          userId: current.created_by_user_id,
          stage,
          subStage: entrySubStage(stage),
        },
        valid - suppressed,
        options.onStep,
      );

      let rejectedFileId: string | null = null;
      const reportPath = await report.current?.finish();
      if (reportPath) {
        storedReportKey = reportStorageKey(job);
        rejectedFileId = await storeRejectedReport(
          app,
          tx.sql,
          current,
          reportPath,
          storedReportKey,
        );
      }
      await publisher.stop();
      const summary = {
        rows,
        created: counts.created,
        updated: counts.updated,
        merged: counts.merged,
        rejected: rows - valid,
        suppressed,
      };
      await markImportCompleted(tx.sql, job.workspace_id, job.id, { ...summary, rejectedFileId });
      return { status: 'completed', ...summary };
    });
  } catch (error) {
    await progress.current?.stop();
    if (storedReportKey) await app.storage.remove(storedReportKey).catch(() => undefined);
    const message = readableError(error);
    await markImportFailed(app.pool, job.workspace_id, job.id, message);
    return { status: 'failed', error: message };
  } finally {
    await connection.end().catch(() => undefined);
    await report.current?.discard();
  }
};
