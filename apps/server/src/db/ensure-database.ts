import pg from 'pg';

/** Creates the database named in `url` when the server does not have it yet. */
export const ensureDatabase = async (url: string): Promise<void> => {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name) throw new Error('DATABASE_URL names no database');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const existing = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (existing.rowCount === 0)
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
};
