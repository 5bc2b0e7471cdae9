import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { CsvCandidateRow } from '@hirelane/domain/imports/csv-row';
import type { SqlClient } from '../../../db/transaction';
import { copyLine, STAGING_TABLE } from './csv-staging';

/** The staging table of one import's transaction (decision 018: COPY is raw SQL in a store). */
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
