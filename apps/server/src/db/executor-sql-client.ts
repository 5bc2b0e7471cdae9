import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';
import type { SqlClient } from './transaction';

/**
 * A raw SQL client over a Drizzle handle or open transaction, so a library that speaks
 * `query(text, values)` (pg-boss's send) writes on the same connection and in the same
 * transaction as the caller's Drizzle writes. `$n` placeholders become Drizzle parameters.
 */
export const sqlClientOf = (db: Executor): SqlClient => {
  const query = async (text: string, values: unknown[] = []) => {
    const parts = text.split(/\$(\d+)/);
    const chunks: SQL[] = parts.map((part, index) =>
      index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
    );
    return db.execute(sql.join(chunks));
  };
  return { query } as unknown as SqlClient;
};
