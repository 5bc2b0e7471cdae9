import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { csvText, importCsv } from '../imports/csv/csv-import.test-kit';
import { projectKit } from '../projects/project.test-kit';

const run = promisify(execFile);
const REPO = fileURLToPath(new URL('../../../../../', import.meta.url));

let t: TestApp;
let restoredUrl: string;
const restoredDataDir = mkdtempSync(path.join(tmpdir(), 'hirelane-restored-'));

/** The CLI as an operator runs it: `npm run backup` / `npm run restore` are these commands. */
const cli = (script: 'backup' | 'restore', args: string[], env: Record<string, string>) =>
  run('node', ['--import', 'tsx', `apps/server/src/cli/${script}.ts`, ...args], {
    cwd: REPO,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      ...env,
    },
  });

beforeAll(async () => {
  t = await createTestApp({}, { worker: true });
  const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await admin.connect();
  const name = `hirelane_restored_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(inject('postgresAdminUrl'));
  url.pathname = `/${name}`;
  restoredUrl = url.toString();
});
afterAll(async () => {
  await t.close();
});

type World = {
  projects: string[];
  candidates: string[];
  files: Array<{ key: string; sha256: string }>;
  accounts: string[];
  /** Sequences go on from where they were: a new row gets a fresh id, not a taken one. */
  sequences: Array<{ name: string; value: string | null }>;
};

const worldOf = async (pool: pg.Pool | pg.Client): Promise<World> => ({
  projects: (await pool.query<{ name: string }>('select name from project order by name')).rows.map(
    (row) => row.name,
  ),
  candidates: (
    await pool.query<{ who: string }>(
      `select coalesce(email, '') || ' ' || full_name as who from candidate order by 1`,
    )
  ).rows.map((row) => row.who),
  files: (
    await pool.query<{ key: string; sha256: string }>(
      'select storage_key as key, sha256 from stored_file order by storage_key',
    )
  ).rows,
  accounts: (
    await pool.query<{ email: string }>('select email from "user" order by email')
  ).rows.map((row) => row.email),
  sequences: (
    await pool.query<{ name: string; value: string | null }>(
      `select sequencename as name, last_value::text as value from pg_sequences
       where schemaname = 'public' order by 1`,
    )
  ).rows,
});

describe('npm run backup and npm run restore', () => {
  it('restores into a fresh DATA_DIR and database the same projects, candidates, accounts and files', async () => {
    const kit = projectKit(t, 61);
    const owner = await kit.owner('backup-owner@example.com', 'Backed Up');
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Rust hires' });
    const imported = await importCsv(
      t,
      owner,
      project._id,
      { Name: 'full_name', Email: 'email' },
      csvText([
        ['Name', 'Email'],
        ['Ada Lovelace', 'ada@example.com'],
        ['Grace Hopper', 'grace@example.com'],
      ]),
    );
    expect(imported.final).toMatchObject({ status: 'completed', created: 2 });
    const before = await worldOf(t.pool);
    expect(before.projects).toContain('Rust hires');
    expect(before.candidates).toEqual(
      expect.arrayContaining(['ada@example.com Ada Lovelace', 'grace@example.com Grace Hopper']),
    );
    expect(before.files.length).toBeGreaterThanOrEqual(1);

    const archive = path.join(mkdtempSync(path.join(tmpdir(), 'hirelane-backups-')), 'b.tar');
    const backedUp = await cli('backup', [archive], {
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: t.config.dataDir,
    });
    expect(backedUp.stdout).toContain(`Backup written to ${archive}`);
    expect(existsSync(archive)).toBe(true);

    const restored = await cli('restore', [archive], {
      DATABASE_URL: restoredUrl,
      DATA_DIR: restoredDataDir,
    });
    expect(restored.stdout).toContain('Restored');

    const client = new pg.Client({ connectionString: restoredUrl });
    await client.connect();
    try {
      expect(await worldOf(client)).toEqual(before);
    } finally {
      await client.end();
    }
    for (const file of before.files) {
      const bytes = readFileSync(path.join(restoredDataDir, 'files', file.key));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
    }

    // Never into live data: a second restore into the same place is refused, nothing changed.
    await expect(
      cli('restore', [archive], { DATABASE_URL: restoredUrl, DATA_DIR: restoredDataDir }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('already holds accounts or workspaces') as string,
    });
  });
});
