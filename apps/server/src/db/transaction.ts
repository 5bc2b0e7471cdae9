import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { schema, type Executor } from './client';

/**
 * Runs raw SQL: the pool, or one connection (inside a transaction). The one raw-executor type of
 * the server (decision 018); stores take it where they need SQL Drizzle cannot say.
 */
export type SqlClient = Pick<pg.Pool | pg.ClientBase, 'query'>;

/** The connection pool, for code that only passes it on (app context, workers). */
export type DatabasePool = pg.Pool;

/** An open transaction: Drizzle and raw SQL on the same connection. */
export type Transaction = { db: Executor; sql: SqlClient };

/**
 * Runs `work` in one transaction on `connection`: commits when it resolves, rolls back when it
 * throws (and rethrows). The connection stays the caller's to release.
 */
export const inTransaction = async <T>(
  connection: pg.PoolClient | pg.Client,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> => {
  await connection.query('begin');
  try {
    const result = await work({ db: drizzle(connection, { schema }), sql: connection });
    await connection.query('commit');
    return result;
  } catch (error) {
    await connection.query('rollback').catch(() => undefined);
    throw error;
  }
};

/**
 * Runs `work` in one transaction on a connection of the pool, handing out both a Drizzle handle
 * (`tx.db`) and a raw executor (`tx.sql`) on that same connection, e.g. to enqueue a job with
 * `queue.send(job, data, { within: tx.sql })` atomically with Drizzle writes.
 */
export const withTransaction = async <T>(
  pool: pg.Pool,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> => {
  const connection = await pool.connect();
  try {
    return await inTransaction(connection, work);
  } finally {
    connection.release();
  }
};

/**
 * A connection of its own rather than one of the pool's, with session settings applied (a fresh
 * session may still size its buffers for temporary tables, e.g. `temp_buffers`). The caller ends it.
 */
export const openDedicatedConnection = async (
  pool: pg.Pool,
  settings: Record<string, string> = {},
): Promise<pg.Client> => {
  const client = new pg.Client(pool.options);
  await client.connect();
  try {
    for (const [name, value] of Object.entries(settings))
      await client.query(`select set_config($1, $2, false)`, [name, value]);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return client;
};
