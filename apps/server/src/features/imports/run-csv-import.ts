import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  isBlankRecord,
  planColumns,
  validateCsvRow,
  type CsvColumnPlan,
} from '@hirelane/domain/imports/csv-row';
import type { ProjectAgent } from '@hirelane/domain/product/agents';
import { ENTRY_STAGE_BY_AGENT, entrySubStage } from '@hirelane/domain/pipeline/stages';
import type { AppContext } from '../../app-context';
import { inTransaction, openDedicatedConnection, type Transaction } from '../../db/transaction';
import { listCustomFields } from '../pipeline/custom-field-store';
import { findProjectById } from '../projects/project-store';
import { CsvReadError, openCsvRecordBatches, prescanCsv } from './csv-file-reader';
import { mergeStagedRows } from './csv-merge';
import { openRejectedReport } from './csv-rejected-report';
import { createStagingTable, openStagingCopy } from './csv-staging-store';
import { startImportProgress } from './import-progress';
import {
  findImport,
  insertStoredFile,
  markImportCompleted,
  markImportFailed,
  markImportRunning,
  tryLockImport,
  type ImportJobRow,
} from './import-job-store';

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

/** A reason the file cannot be imported, worded for the person who uploaded it. */
export class CsvImportProblem extends Error {}

const readableError = (error: unknown): string => {
  if (error instanceof CsvImportProblem || error instanceof CsvReadError) return error.message;
  const code = (error as { code?: unknown }).code;
  if (code === '23505')
    return 'The same candidates were changed by someone else at the same time. Nothing was imported; run the import again.';
  const detail = error instanceof Error ? ` (${error.message})` : '';
  return `The import failed while saving the candidates${detail}. Nothing was imported.`;
};

export const reportStorageKey = (job: Pick<ImportJobRow, 'workspace_id' | 'id'>) =>
  `workspaces/${job.workspace_id}/imports/${job.id}/rejected-rows.csv`;

/**
 * A connection of its own rather than one of the pool's: an import holds it for up to a minute,
 * and a fresh session may still size its buffers for temporary tables (the staging tables of a
 * million rows would otherwise spill through the default 8 MB).
 */
const IMPORT_SESSION = { temp_buffers: '256MB' };

type RejectedReport = ReturnType<typeof openRejectedReport>;
type Reading = { rows: number; valid: number; plan: CsvColumnPlan | null };

/** Streams the stored file into the staging table; rejected rows go to the report. */
const stageFile = async (
  app: Pick<AppContext, 'pool' | 'storage'>,
  tx: Transaction,
  job: ImportJobRow & { storage_key: string; mapping: NonNullable<ImportJobRow['mapping']> },
  report: { current: RejectedReport | null },
  onRow: (rows: number) => void,
) => {
  const prescan = await prescanCsv(app.storage.stream(job.storage_key));
  await markImportRunning(app.pool, job.workspace_id, job.id, prescan.estimatedRows);
  const customFields = await listCustomFields(tx.db, job.workspace_id, job.project_id);
  await createStagingTable(tx.sql);
  const copy = openStagingCopy(tx.sql);
  const reading: Reading = { rows: 0, valid: 0, plan: null };
  try {
    const batches = openCsvRecordBatches(app.storage.stream(job.storage_key), prescan);
    for await (const batch of batches) {
      for (const record of batch) {
        if (!reading.plan) {
          const planned = planColumns(record.cells, job.mapping, customFields);
          if ('problem' in planned) throw new CsvImportProblem(planned.problem);
          reading.plan = planned.plan;
          report.current = openRejectedReport(record.cells);
          continue;
        }
        if (isBlankRecord(record.cells)) continue;
        reading.rows += 1;
        const result = validateCsvRow(record.cells, reading.plan);
        if (result.ok) copy.add(reading.rows, result.row);
        else await report.current?.add(record.cells, record.row, result.reason);
      }
      onRow(reading.rows);
      await copy.flushWhenFull();
    }
    reading.valid = await copy.finish();
  } catch (error) {
    await copy.abort();
    throw error;
  }
  if (!reading.plan) throw new CsvImportProblem('The file is empty.');
  return { rows: reading.rows, valid: reading.valid };
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
        valid,
        options.onStep,
      );

      let rejectedFileId: string | null = null;
      const reportPath = await report.current?.finish();
      if (reportPath) {
        rejectedFileId = randomUUID();
        storedReportKey = reportStorageKey(job);
        const stored = await app.storage.put(storedReportKey, createReadStream(reportPath));
        await insertStoredFile(tx.sql, {
          id: rejectedFileId,
          workspaceId: job.workspace_id,
          storageKey: storedReportKey,
          filename: `rejected-rows-${(current.filename ?? 'import.csv').replace(/\.csv$/i, '')}.csv`,
          contentType: 'text/csv',
          size: stored.size,
          sha256: stored.sha256,
          userId: current.created_by_user_id,
        });
      }
      await publisher.stop();
      const summary = {
        rows,
        created: counts.created,
        updated: counts.updated,
        merged: counts.merged,
        rejected: rows - valid,
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
