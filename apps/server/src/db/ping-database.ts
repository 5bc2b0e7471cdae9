import type pg from 'pg';

/** Throws when PostgreSQL does not answer a trivial query (the readiness probe). */
export const pingDatabase = async (pool: pg.Pool): Promise<void> => {
  await pool.query('select 1');
};
