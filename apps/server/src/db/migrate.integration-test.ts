import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { ensureDatabase } from './ensure-database';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate';

type Migration = { tag: string; when: number; sql: string };

/** A migrations folder as drizzle-kit writes it: the SQL files and meta/_journal.json. */
const writeFolder = (migrations: readonly Migration[]): string => {
  const folder = mkdtempSync(path.join(tmpdir(), 'hirelane-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  for (const migration of migrations)
    writeFileSync(path.join(folder, `${migration.tag}.sql`), migration.sql);
  const entries = migrations.map((migration, idx) => ({
    idx,
    version: '7',
    when: migration.when,
    tag: migration.tag,
    breakpoints: true,
  }));
  writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  return folder;
};

// The second one's time is earlier than the first's, as 0008's is later than 0009's.
const FIRST = { tag: '0000_first', when: 3_000, sql: 'create table first_table (id int);' };
const SECOND = { tag: '0001_second', when: 1_000, sql: 'create table second_table (id int);' };
const THIRD = { tag: '0002_third', when: 2_000, sql: 'create table third_table (id int);' };

let pool: pg.Pool;
const newDatabase = async (): Promise<pg.Pool> => {
  const adminUrl = inject('postgresAdminUrl');
  const name = `hirelane_migrate_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return new pg.Pool({ connectionString: url.toString(), max: 2 });
};

const tables = async (database: pg.Pool): Promise<string[]> =>
  (
    await database.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
    )
  ).rows.map((row) => row.name);

beforeAll(async () => {
  pool = await newDatabase();
});

afterAll(async () => {
  await pool.end();
});

it('applies a migration added later with an earlier journal time, which drizzle would skip', async () => {
  await runMigrations(pool, writeFolder([FIRST]));
  await runMigrations(pool, writeFolder([FIRST, SECOND, THIRD]));
  expect(await tables(pool)).toEqual(['first_table', 'second_table', 'third_table']);
  // Run again: nothing is applied twice.
  await runMigrations(pool, writeFolder([FIRST, SECOND, THIRD]));
  const { rows } = await pool.query<{ count: string }>(
    'select count(*) from drizzle.__drizzle_migrations',
  );
  expect(Number(rows[0]?.count)).toBe(3);
});

it('takes over a database drizzle migrated, without running its migrations again', async () => {
  const database = await newDatabase();
  try {
    const client = await database.connect();
    try {
      await migrate(drizzle(client), { migrationsFolder: writeFolder([FIRST]) });
      // Drizzle's own migrator leaves the later migration with an earlier time unapplied.
      await migrate(drizzle(client), { migrationsFolder: writeFolder([FIRST, SECOND]) });
    } finally {
      client.release();
    }
    expect(await tables(database)).toEqual(['first_table']);
    await runMigrations(database, writeFolder([FIRST, SECOND, THIRD]));
    expect(await tables(database)).toEqual(['first_table', 'second_table', 'third_table']);
  } finally {
    await database.end();
  }
});

it('applies nothing of a batch whose statement fails', async () => {
  const broken = {
    tag: '0003_broken',
    when: 4_000,
    sql: 'create table fourth_table (id int);\n--> statement-breakpoint\nselect no_such_column from first_table;',
  };
  await expect(runMigrations(pool, writeFolder([FIRST, SECOND, THIRD, broken]))).rejects.toThrow(
    /no_such_column/,
  );
  expect(await tables(pool)).not.toContain('fourth_table');
});

it('migrates once when three processes start together on a database not yet created', async () => {
  const url = new URL(inject('postgresAdminUrl'));
  url.pathname = `/hirelane_together_${randomBytes(6).toString('hex')}`;
  // Each "process" has its own pool, so its own sessions, as separate processes would.
  const pools = [1, 2, 3].map(() => new pg.Pool({ connectionString: url.toString(), max: 2 }));
  try {
    await Promise.all(
      pools.map(async (own) => {
        await ensureDatabase(url.toString());
        await runMigrations(own);
      }),
    );
    const journal = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
    const { rows } = await pools[0]!.query<{ hash: string; times: string }>(
      'select hash, count(*) as times from drizzle.__drizzle_migrations group by hash',
    );
    expect(rows).toHaveLength(journal.length);
    expect(rows.every((row) => Number(row.times) === 1)).toBe(true);
    expect(await tables(pools[0]!)).toContain('candidate');
  } finally {
    await Promise.all(pools.map((own) => own.end()));
  }
});
