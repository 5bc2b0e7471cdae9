import pg from 'pg';

/**
 * A connection of its own rather than one of the pool's: an import holds it for up to a minute,
 * and a fresh session may still size its buffers for temporary tables (the staging tables of a
 * million rows would otherwise spill through the default 8 MB).
 */
export const openImportConnection = async (pool: pg.Pool): Promise<pg.Client> => {
  const client = new pg.Client(pool.options);
  await client.connect();
  try {
    await client.query(`set temp_buffers = '256MB'`);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return client;
};
