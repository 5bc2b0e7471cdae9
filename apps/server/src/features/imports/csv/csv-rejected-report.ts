import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { csvLine } from '@hirelane/domain/format/csv-cell-escape';

export const REJECTED_REPORT_EXTRA_HEADERS = ['Rejection reason', 'Row in file'] as const;

/**
 * The rejected rows as a CSV file (the original cells, then the reason and the row number), written to
 * a temporary file as they come so memory stays flat however many rows are refused. Every cell
 * is escaped against spreadsheet formulas.
 */
export const openRejectedReport = (headers: readonly string[]) => {
  let file: { path: string; stream: WriteStream } | null = null;
  let rows = 0;
  const open = async () => {
    const target = path.join(tmpdir(), `hirelane-rejected-${randomUUID()}.csv`);
    const stream = createWriteStream(target);
    file = { path: target, stream };
    // The BOM makes spreadsheets read the report as UTF-8 (accents intact).
    await write(`\uFEFF${csvLine([...headers, ...REJECTED_REPORT_EXTRA_HEADERS])}`);
    return file;
  };
  const write = async (text: string) => {
    if (!file) return;
    if (!file.stream.write(text)) await once(file.stream, 'drain');
  };
  return {
    get rows() {
      return rows;
    },
    add: async (cells: readonly string[], row: number, reason: string) => {
      if (!file) await open();
      rows += 1;
      await write(csvLine([...cells, reason, String(row)]));
    },
    /** Closes the file; null when no row was rejected. */
    finish: async (): Promise<string | null> => {
      if (!file) return null;
      file.stream.end();
      await finished(file.stream);
      return file.path;
    },
    discard: async () => {
      if (!file) return;
      file.stream.destroy();
      await rm(file.path, { force: true });
    },
  };
};
