import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { ImportJob } from '@hirelane/domain/imports/import.schema';
import { seedCampaignWorld, startCountingSink } from '../bench/outreach-bench-world';
import { createTestApp, type TestApp } from '../test/test-app';
import { csvText, uploadCsv, waitForImport } from './features/imports/csv/csv-import.test-kit';
import { projectKit } from './features/projects/project.test-kit';
import { WORKER_NODE_FLAGS } from './worker-node-flags';

/*
 * SIGTERM to a real worker process (node --import tsx apps/server/src/main.ts --role=worker) in
 * the middle of an import and of a campaign: it must exit cleanly, hand back what it claimed, and
 * a second worker must finish with nothing lost and nothing done twice (decision 053).
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const startWorker = (env: Record<string, string>): ChildProcess =>
  spawn(
    process.execPath,
    [...WORKER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts', '--role=worker'],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );

const stop = async (worker: ChildProcess): Promise<number | null> => {
  const exited = new Promise<number | null>((resolve) => worker.once('exit', resolve));
  worker.kill('SIGTERM');
  return exited;
};

const until = async (check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
};

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe('SIGTERM to a worker', () => {
  it('mid-import: the import is handed back and finished by the next worker, every row once', async () => {
    const t: TestApp = await createTestApp();
    cleanups.push(() => t.close());
    const kit = projectKit(t, 62);
    const owner = await kit.owner('shutdown-import@example.com', 'Shutdown');
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Big import' });
    const ROWS = 60_000;
    const csv = csvText([
      ['Name', 'Email'],
      ...Array.from({ length: ROWS }, (_, index) => [`Person ${index}`, `p${index}@example.com`]),
    ]);
    const uploaded = await uploadCsv(
      t,
      owner,
      project._id,
      { Name: 'full_name', Email: 'email' },
      csv,
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const job = uploaded.json().data as ImportJob;

    const env = {
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: t.config.dataDir,
      SESSION_SECRET: t.config.sessionSecret,
      ENCRYPTION_KEY: t.config.encryptionKey,
      APP_URL: t.config.appUrl,
      // Shorter than the import: the running job is failed by pg-boss and retried elsewhere.
      SHUTDOWN_TIMEOUT_MS: '1000',
    };
    const first = startWorker(env);
    cleanups.push(async () => void first.kill('SIGKILL'));
    await until(
      async () =>
        (
          await t.pool.query<{ status: string }>('select status from import_job where id = $1', [
            job._id,
          ])
        ).rows[0]?.status === 'running',
      60_000,
      'the import to run',
    );
    expect(await stop(first)).toBe(0);

    const second = startWorker({ ...env, SHUTDOWN_TIMEOUT_MS: '20000' });
    cleanups.push(async () => void second.kill('SIGKILL'));
    const { final } = await waitForImport(t, owner, project._id, job._id, 120_000);
    expect(final).toMatchObject({ status: 'completed', created: ROWS, rejected: 0 });
    const people = await t.pool.query<{ all: number; distinct: number; linked: number }>(
      `select count(*)::int as all, count(distinct email)::int as distinct,
              (select count(*)::int from project_candidate where project_id = $2) as linked
       from candidate where workspace_id = $1`,
      [owner.workspace, project._id],
    );
    expect(people.rows[0]).toEqual({ all: ROWS, distinct: ROWS, linked: ROWS });
    expect(await stop(second)).toBe(0);
  }, 300_000);

  it('mid-campaign: sends in flight finish, claims are handed back at once, no e-mail lost or doubled', async () => {
    const COUNT = 600;
    const sink = await startCountingSink(40);
    cleanups.push(() => sink.close());
    const admin = new URL(inject('postgresAdminUrl'));
    admin.pathname = `/hirelane_shutdown_${randomBytes(4).toString('hex')}`;
    const world = await seedCampaignWorld(sink.port, COUNT, { DATABASE_URL: admin.toString() });
    cleanups.push(() => world.shutdown());
    const env = {
      DATABASE_URL: world.databaseUrl,
      DATA_DIR: world.dataDir,
      SESSION_SECRET: world.config.sessionSecret,
      ENCRYPTION_KEY: world.config.encryptionKey,
      APP_URL: world.config.appUrl,
      OUTREACH_IGNORE_LIMITS: 'true',
      OUTREACH_TICK_MS: '20',
      OUTREACH_SEND_CONCURRENCY: '8',
      // Long leases: a claim left behind would stay stuck for the whole test.
      OUTREACH_LEASE_SECONDS: '600',
      OUTREACH_SMTP_TIMEOUT_MS: '5000',
      OUTBOUND_ALLOW_PRIVATE: 'true',
    };
    const count = async (status: string) =>
      (
        await world.app.pool.query<{ n: number }>(
          'select count(*)::int as n from campaign_delivery where status = $1',
          [status],
        )
      ).rows[0]?.n ?? 0;

    const first = startWorker(env);
    cleanups.push(async () => void first.kill('SIGKILL'));
    await until(() => sink.received() >= 40, 60_000, 'the first e-mails');
    expect(await stop(first)).toBe(0);
    const sentByFirst = await count('sent');
    expect(sentByFirst).toBeLessThan(COUNT);
    // Nothing is left claimed: what was claimed but not sent went back to scheduled.
    expect(await count('sending')).toBe(0);
    expect(sink.received()).toBe(sentByFirst);

    const second = startWorker(env);
    cleanups.push(async () => void second.kill('SIGKILL'));
    await until(async () => (await count('sent')) === COUNT, 120_000, 'every e-mail');
    expect(await stop(second)).toBe(0);
    const ids = [...sink.ids.values()];
    expect(ids.length).toBe(COUNT);
    expect(ids.every((seen) => seen === 1)).toBe(true);
  }, 300_000);
});
