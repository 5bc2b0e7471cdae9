import type pg from 'pg';

/**
 * Runs `work` while holding the session-level advisory lock named `name` on a connection of the
 * pool; returns false without running it when another session holds the lock.
 */
export const withSessionLock = async (
  pool: pg.Pool,
  name: string,
  work: () => Promise<void>,
): Promise<boolean> => {
  const connection = await pool.connect();
  try {
    const locked = await connection.query<{ ok: boolean }>(
      'select pg_try_advisory_lock(hashtext($1)) as ok',
      [name],
    );
    if (!locked.rows[0]?.ok) return false;
    try {
      await work();
    } finally {
      await connection.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
    return true;
  } finally {
    connection.release();
  }
};
