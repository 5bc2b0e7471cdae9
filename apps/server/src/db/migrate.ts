import { fileURLToPath } from 'node:url';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type pg from 'pg';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK_ID = 727_274;

/**
 * Migrations of `folder` (in journal order) that the database has not applied yet. Drizzle's own
 * migrator applies only those whose journal time is later than the newest one applied, so a
 * migration whose time is earlier (0008's is later than 0009's and 0010's) would be skipped on an
 * existing database forever. A migration counts as applied when its hash or its time is recorded
 * (the time, for a file reformatted after it ran).
 */
const pendingMigrations = async (
  client: pg.PoolClient,
  migrations: readonly MigrationMeta[],
): Promise<MigrationMeta[]> => {
  const { rows } = await client.query<{ hash: string; created_at: string | null }>(
    'select hash, created_at from drizzle.__drizzle_migrations',
  );
  const hashes = new Set(rows.map((row) => row.hash));
  const times = new Set(rows.map((row) => Number(row.created_at)));
  return migrations.filter(
    (migration) => !hashes.has(migration.hash) && !times.has(migration.folderMillis),
  );
};

/**
 * Applies pending migrations in one transaction, under an advisory lock so API and worker
 * processes can start together. Keeps drizzle's bookkeeping table (`drizzle.__drizzle_migrations`)
 * so databases migrated before stay as they are.
 */
export const runMigrations = async (
  pool: pg.Pool,
  folder: string = MIGRATIONS_FOLDER,
): Promise<void> => {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await client.query('create schema if not exists drizzle');
      await client.query(
        'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
      );
      const pending = await pendingMigrations(client, migrations);
      if (pending.length === 0) return;
      await client.query('begin');
      try {
        for (const migration of pending) {
          for (const statement of migration.sql) {
            if (statement.trim() !== '') await client.query(statement);
          }
          await client.query(
            'insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)',
            [migration.hash, migration.folderMillis],
          );
        }
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
};
