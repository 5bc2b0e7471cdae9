import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type pg from 'pg';

export type CopiedTable = { table: string; columns: string[]; file: string };
export type CopiedSequence = { sequence: string; value: string | null };

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** The application's tables (schema public) with their stored columns (generated ones are derived). */
const tablesOf = async (
  client: pg.ClientBase,
): Promise<Array<{ table: string; columns: string[] }>> => {
  const { rows } = await client.query<{ table: string; columns: string[] }>(
    `select c.relname as table,
            array_agg(a.attname::text order by a.attnum) as columns
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                        and a.attgenerated = ''
     where c.relkind in ('r', 'p') and not c.relispartition
     group by c.relname order by c.relname`,
  );
  return rows;
};

/**
 * Writes every table of schema public to `dir` with COPY (text format), in one repeatable-read
 * read-only transaction so the tables agree with each other, and the sequences' values.
 */
export const copyTablesOut = async (
  pool: pg.Pool,
  fileFor: (table: string) => string,
): Promise<{ tables: CopiedTable[]; sequences: CopiedSequence[] }> => {
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const tables: CopiedTable[] = [];
    for (const { table, columns } of await tablesOf(client)) {
      const file = fileFor(table);
      const list = columns.map(quote).join(', ');
      await pipeline(
        client.query(copyTo(`copy (select ${list} from ${quote(table)}) to stdout`)),
        createWriteStream(file),
      );
      tables.push({ table, columns, file });
    }
    const { rows: sequences } = await client.query<CopiedSequence>(
      `select sequencename as sequence, last_value::text as value from pg_sequences
       where schemaname = 'public'`,
    );
    await client.query('commit');
    return { tables, sequences };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};

/**
 * Loads tables written by copyTablesOut into a migrated, empty database, in one transaction.
 * Triggers and foreign-key checks are off while loading (session_replication_role = replica,
 * which needs a superuser): rows arrive in table-name order, not dependency order, and derived
 * rows (the inbox's threads…) come from the backup itself.
 */
export const copyTablesIn = async (
  pool: pg.Pool,
  tables: CopiedTable[],
  sequences: CopiedSequence[],
): Promise<void> => {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    for (const { table, columns, file } of tables) {
      await pipeline(
        createReadStream(file),
        client.query(
          copyFrom(`copy ${quote(table)} (${columns.map(quote).join(', ')}) from stdin`),
        ),
      );
    }
    for (const { sequence, value } of sequences) {
      if (value !== null)
        await client.query('select setval($1::regclass, $2::bigint)', [quote(sequence), value]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};

/** Whether the database already holds an account or a workspace (restore refuses to mix). */
export const hasApplicationData = async (pool: pg.Pool): Promise<boolean> => {
  const { rows } = await pool.query<{ used: boolean }>(
    `select exists (select 1 from "user") or exists (select 1 from workspace) as used`,
  );
  return rows[0]?.used ?? false;
};
