import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { SqlClient } from '../../db/transaction';
import { from as copyFrom } from 'pg-copy-streams';
import type { CsvCandidateRow } from '@hirelane/domain/imports/csv-row';

/**
 * The temporary table valid rows are copied into (COPY FROM STDIN) before one set-based merge.
 * Lists travel as text joined by the unit separator, which no cleaned cell contains.
 */
export const STAGING_TABLE = 'csv_import_stage';
export const LIST_SEPARATOR = '\u001f';

export const createStagingTable = async (client: SqlClient): Promise<void> => {
  await client.query(`create temp table ${STAGING_TABLE} (
    row_no integer not null,
    first_name text not null,
    last_name text not null,
    full_name text not null,
    email text,
    linkedin_key text,
    linkedin_url text,
    phone_numbers text,
    current_company text,
    designation text,
    current_city text,
    country text,
    skills text,
    summary text,
    custom_values jsonb
  ) on commit drop`);
};

const COPY_SPECIALS = /[\\\n\r\t]/g;
const HAS_COPY_SPECIALS = /[\\\n\r\t]/;
const COPY_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/** One value in COPY's text format: \N for null, backslash escapes for the rest. */
const copyValue = (value: string | null): string => {
  if (value === null) return '\\N';
  if (!HAS_COPY_SPECIALS.test(value)) return value;
  return value.replace(COPY_SPECIALS, (char) => COPY_ESCAPES[char] ?? char);
};

const list = (values: string[]): string | null =>
  values.length === 0 ? null : values.join(LIST_SEPARATOR);

export const copyLine = (rowNo: number, row: CsvCandidateRow): string => {
  const custom =
    Object.keys(row.custom_values).length > 0 ? JSON.stringify(row.custom_values) : null;
  return `${[
    String(rowNo),
    copyValue(row.first_name),
    copyValue(row.last_name),
    copyValue(row.full_name),
    copyValue(row.email),
    copyValue(row.linkedin_key),
    copyValue(row.linkedin_url),
    copyValue(list(row.phone_numbers)),
    copyValue(row.current_company),
    copyValue(row.designation),
    copyValue(row.current_city),
    copyValue(row.country),
    copyValue(list(row.skills)),
    copyValue(row.summary),
    copyValue(custom),
  ].join('\t')}\n`;
};

const FLUSH_AT = 256 * 1024;

/** Writes rows into the staging table through one COPY, in batches, honouring back-pressure. */
export const openStagingCopy = (client: SqlClient) => {
  const stream = client.query(copyFrom(`copy ${STAGING_TABLE} from stdin`));
  let failure: Error | null = null;
  stream.on('error', (error: Error) => {
    failure = error;
  });
  let buffer = '';
  let rows = 0;
  const flush = async () => {
    if (failure) throw failure;
    if (!buffer) return;
    const chunk = buffer;
    buffer = '';
    if (!stream.write(chunk)) await once(stream, 'drain');
  };
  return {
    /** Buffers a row; {@link flushWhenFull} sends the buffer once it is big enough. */
    add: (rowNo: number, row: CsvCandidateRow) => {
      buffer += copyLine(rowNo, row);
      rows += 1;
    },
    flushWhenFull: async () => {
      if (buffer.length >= FLUSH_AT) await flush();
    },
    finish: async (): Promise<number> => {
      await flush();
      stream.end();
      await finished(stream);
      return rows;
    },
    /** Ends the COPY with a CopyFail so the connection leaves COPY mode before the rollback. */
    abort: async () => {
      if (!stream.destroyed) stream.destroy();
      await finished(stream).catch(() => undefined);
    },
  };
};
