import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { MIGRATIONS_FOLDER } from './migrate';

/**
 * How many migrations this build has that the database has not recorded (the readiness probe):
 * not 0 while another process is still migrating, or when this build is newer than the schema.
 * Counted as the migrator does: a migration is applied when its hash or its time is recorded.
 */
export const countPendingMigrations = async (
  pool: pg.Pool,
  folder: string = MIGRATIONS_FOLDER,
): Promise<number> => {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  const present = await pool.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!present.rows[0]?.present) return migrations.length;
  const { rows } = await pool.query<{ hash: string; created_at: string | null }>(
    'select hash, created_at from drizzle.__drizzle_migrations',
  );
  const hashes = new Set(rows.map((row) => row.hash));
  const times = new Set(rows.map((row) => Number(row.created_at)));
  return migrations.filter(
    (migration) => !hashes.has(migration.hash) && !times.has(migration.folderMillis),
  ).length;
};
