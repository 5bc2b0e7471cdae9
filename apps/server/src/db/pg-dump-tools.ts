import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type pg from 'pg';

const run = promisify(execFile);

/** The major version of a client tool (`pg_dump (PostgreSQL) 18.1` → 18); null when absent. */
const toolMajor = async (tool: string): Promise<number | null> => {
  try {
    const { stdout } = await run(tool, ['--version']);
    const match = /\(PostgreSQL\) (\d+)/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
};

export const serverMajor = async (pool: pg.Pool): Promise<number> => {
  const { rows } = await pool.query<{ version: string }>(
    `select current_setting('server_version_num') as version`,
  );
  return Math.floor(Number(rows[0]!.version) / 10_000);
};

/**
 * pg_dump and pg_restore of `PG_BIN_DIR` (or the PATH) when they can read this server: pg_dump
 * refuses a server newer than itself, and the embedded PostgreSQL's package ships no client tools.
 */
export const findPgDumpTools = async (
  server: number,
  binDir: string | undefined = process.env.PG_BIN_DIR,
): Promise<{ pgDump: string; pgRestore: string; version: number } | null> => {
  const pgDump = binDir ? `${binDir}/pg_dump` : 'pg_dump';
  const pgRestore = binDir ? `${binDir}/pg_restore` : 'pg_restore';
  const version = await toolMajor(pgDump);
  if (version === null || version < server || (await toolMajor(pgRestore)) === null) return null;
  return { pgDump, pgRestore, version };
};

/** The custom format (compressed, restorable table by table) of the whole database. */
export const pgDumpDump = async (pgDump: string, url: string, file: string): Promise<void> => {
  await run(pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, url]);
};

export const pgRestore = async (tool: string, url: string, file: string): Promise<void> => {
  await run(tool, ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, file]);
};

/** Empties a migrated database before pg_restore writes the whole dump into it. */
export const dropApplicationSchemas = async (pool: pg.Pool): Promise<void> => {
  await pool.query(
    'drop schema if exists pgboss cascade; drop schema if exists drizzle cascade; drop schema public cascade; create schema public',
  );
};
