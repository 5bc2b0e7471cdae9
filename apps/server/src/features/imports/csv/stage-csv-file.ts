import {
  isBlankRecord,
  planColumns,
  validateCsvRow,
  type CsvColumnPlan,
} from '@hirelane/domain/imports/csv-row';
import type { AppContext } from '../../../app-context';
import { listCustomFields } from '../../pipeline/custom-field-store';
import type { Transaction } from '../../../db/transaction';
import { markImportRunning, type ImportJobRow } from '../import-job-store';
import { openCsvRecordBatches, prescanCsv } from './csv-file-reader';
import { CsvImportProblem } from './csv-import-problem';
import { openRejectedReport } from './csv-rejected-report';
import { createStagingTable, openStagingCopy } from './csv-staging-store';

export type RejectedReport = ReturnType<typeof openRejectedReport>;
type Reading = { rows: number; valid: number; plan: CsvColumnPlan | null };

/** Streams the stored file into the staging table; rejected rows go to the report. */
export const stageFile = async (
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
