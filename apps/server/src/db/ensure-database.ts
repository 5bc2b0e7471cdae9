import pg from 'pg';

/** Held on the maintenance database while one process looks for the database and creates it. */
const CREATE_DATABASE_LOCK_ID = 727_273;

/**
 * Creates the database named in `url` when the server does not have it yet. Processes starting
 * together take turns, so only one creates it and the others find it (decision 052).
 */
export const ensureDatabase = async (url: string): Promise<void> => {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name) throw new Error('DATABASE_URL names no database');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [CREATE_DATABASE_LOCK_ID]);
    const existing = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (existing.rowCount === 0)
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    // Ending the session releases the lock too, even when the query above failed.
    await client.end();
  }
};
