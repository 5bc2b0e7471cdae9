import type pg from 'pg';
import type { DatabasePool } from '../../db/transaction';
import { NAME_SIMILARITY_THRESHOLD } from './engine/query-to-sql';

/**
 * Runs one search statement on its own pooled connection (the page, the count and the facets of a
 * search run side by side). A `name:` search sets pg_trgm's word similarity threshold on the
 * connection first: only the search's fuzzy name operator reads it.
 */
export const runSearchStatement = async <Row extends pg.QueryResultRow>(
  pool: DatabasePool,
  statement: { text: string; values: unknown[]; needsNameThreshold: boolean },
): Promise<Row[]> => {
  const client = await pool.connect();
  try {
    if (statement.needsNameThreshold)
      await client.query(`select set_config('pg_trgm.word_similarity_threshold', $1, false)`, [
        String(NAME_SIMILARITY_THRESHOLD),
      ]);
    return (await client.query<Row>(statement.text, statement.values)).rows;
  } finally {
    client.release();
  }
};
