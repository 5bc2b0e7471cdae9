import type pg from 'pg';
import type { DatabasePool } from '../../db/transaction';

/**
 * Runs one search statement on a pooled connection (the page, the count and the facets of a search
 * run side by side, each on its own). Every connection already carries pg_trgm's word similarity
 * threshold for the fuzzy `name:` operator, jit off and the work_mem of an exact bitmap
 * (CONNECTION_OPTIONS of db/client.ts), so a statement needs no setup round trip.
 */
export const runSearchStatement = async <Row extends pg.QueryResultRow>(
  pool: DatabasePool,
  statement: { text: string; values: unknown[] },
): Promise<Row[]> => (await pool.query<Row>(statement.text, statement.values)).rows;
