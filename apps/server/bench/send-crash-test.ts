import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WORKER_NODE_FLAGS } from '../src/worker-node-flags';
import { seedCampaignWorld, startCountingSink } from './outreach-bench-world';

/*
 * npm run test:crash — the exactly-once check of docs/decisions/009: a 2,000-candidate campaign,
 * the worker process killed with SIGKILL three times at random moments and restarted, then left
 * to finish. The SMTP sink counts Message-IDs. Goal: 0 lost, duplicates ≤ the send concurrency
 * per kill. Exits 1 when the goal is missed.
 */

const COUNT = Number(process.env.CRASH_COUNT ?? 2000);
const KILLS = 3;
const CONCURRENCY = 8;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const main = async () => {
  // A little latency per message, so a kill lands while e-mails are in flight.
  const sink = await startCountingSink(15);
  const world = await seedCampaignWorld(sink.port, COUNT);
  const workerEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: world.dataDir,
    DATABASE_URL: world.databaseUrl,
    SESSION_SECRET: world.config.sessionSecret,
    ENCRYPTION_KEY: world.config.encryptionKey,
    APP_URL: world.config.appUrl,
    OUTREACH_IGNORE_LIMITS: 'true',
    OUTREACH_TICK_MS: '20',
    OUTREACH_SEND_CONCURRENCY: String(CONCURRENCY),
    OUTREACH_LEASE_SECONDS: '3',
    OUTREACH_SMTP_TIMEOUT_MS: '2000',
  };
  const startWorker = (): ChildProcess =>
    spawn(
      process.execPath,
      [...WORKER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts', '--role=worker'],
      {
        cwd: ROOT,
        env: workerEnv,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  const sentInDb = async () =>
    (
      await world.app.pool.query<{ n: number }>(
        `select count(*)::int as n from campaign_delivery where status = 'sent'`,
      )
    ).rows[0]?.n ?? 0;

  for (let kill = 1; kill <= KILLS; kill += 1) {
    const worker = startWorker();
    // Wait until it is sending, then kill it at a random moment.
    const before = sink.received();
    while (sink.received() === before) await sleep(20);
    await sleep(200 + Math.random() * 1500);
    worker.kill('SIGKILL');
    await new Promise((resolve) => worker.once('exit', resolve));
    process.stdout.write(
      `kill ${kill}: sink has ${sink.received()} messages, ${await sentInDb()} marked sent\n`,
    );
  }
  const last = startWorker();
  const deadline = Date.now() + 180_000;
  while ((await sentInDb()) < COUNT && Date.now() < deadline) await sleep(250);
  await sleep(500);
  last.kill('SIGTERM');
  await new Promise((resolve) => last.once('exit', resolve));

  const expected = await world.app.pool.query<{ message_id: string }>(
    `select message_id from campaign_delivery where status in ('scheduled', 'sending', 'sent')`,
  );
  const lost = expected.rows.filter((row) => !sink.ids.has(row.message_id)).length;
  const duplicates = [...sink.ids.values()].reduce((total, seen) => total + seen - 1, 0);
  const marked = await sentInDb();
  await world.shutdown();
  await sink.close();
  const allowed = CONCURRENCY * KILLS;
  process.stdout.write(
    [
      `${COUNT} e-mails, worker killed ${KILLS} times with SIGKILL: ${expected.rowCount} deliveries, ${marked} marked sent`,
      `lost: ${lost} (goal 0), duplicated: ${duplicates} (goal ≤ ${CONCURRENCY} per kill, ${allowed} in all)`,
    ].join('\n') + '\n',
  );
  process.exit(lost === 0 && marked === COUNT && duplicates <= allowed ? 0 : 1);
};

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
