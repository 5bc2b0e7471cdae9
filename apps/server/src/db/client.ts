import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { NAME_SIMILARITY_THRESHOLD } from '@hirelane/domain/search/name-similarity';
import * as authTables from './schema/auth';
import * as platformTables from './schema/platform';
import * as workspaceTables from './schema/workspaces';

export const schema = { ...authTables, ...workspaceTables, ...platformTables };
export type Schema = typeof schema;
export type Database = NodePgDatabase<Schema>;
/** A database handle or an open transaction: data access accepts either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseConnection = { db: Database; pool: pg.Pool; close: () => Promise<void> };

/**
 * Settings every connection of the app starts with (decision 027, issue 17):
 * - `jit=off`: JIT compiling a search plan costs 50–200 ms on PostgreSQL builds that have it
 *   (Debian's); our statements are short, so compiling never pays;
 * - `work_mem=32MB`: a search's bitmap of a broad match (a million-person pool) stays exact: at
 *   the default 4 MB it turned lossy and every row of a lossy page was rechecked, tsvector and all;
 * - pg_trgm's word similarity threshold for the search's fuzzy `name:` operator (`%>`), which no
 *   other statement uses, so search statements need no round trip to set it.
 */
export const CONNECTION_OPTIONS = `-c jit=off -c work_mem=32MB -c pg_trgm.word_similarity_threshold=${NAME_SIMILARITY_THRESHOLD}`;

export const connectDatabase = (connectionString: string, max = 10): DatabaseConnection => {
  const pool = new pg.Pool({ connectionString, max, options: CONNECTION_OPTIONS });
  // An idle client cut off by the server (restart, shutdown) must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
  // pool.end() resolves once it has asked every connection to close, not once they have: an
  // embedded PostgreSQL stopped right then would cut them off ("terminating connection…").
  const open = new Set<pg.Client>();
  pool.on('connect', (client) => {
    open.add(client);
    client.once('end', () => open.delete(client));
  });
  const close = async () => {
    const closed = [...open].map(
      (client) => new Promise<void>((resolve) => client.once('end', () => resolve())),
    );
    await pool.end();
    await Promise.all(closed);
  };
  const db = drizzle(pool, { schema });
  return { db, pool, close };
};
