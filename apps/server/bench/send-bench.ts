import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import { WORKER_NODE_FLAGS } from '../src/worker-node-flags';
import { seedCampaignWorld, startCountingSink } from './outreach-bench-world';

/*
 * npm run bench:send — 10,000 campaign e-mails to a loopback SMTP sink with limits and gaps off.
 * Goal: ≥ 500 messages/s and < 300 MB RSS. The engine runs as the product runs it, in its own
 * worker process (`main.ts --role=worker`); this process seeds the database and hosts the sink.
 * The rate counts from the worker's first e-mail to its last (its start-up is reported apart);
 * the RSS is the worker's peak (VmHWM). The same run times a bare pooled nodemailer loop of
 * 10,000 messages to the same sink at the same concurrency; the ratio is the figure that holds on
 * a noisy machine.
 */

const COUNT = Number(process.env.BENCH_SEND_COUNT ?? 10_000);
const CONCURRENCY = Number(process.env.OUTREACH_SEND_CONCURRENCY ?? 8);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Peak resident set of a process so far, in bytes (Linux). */
const peakRssOf = async (pid: number): Promise<number> => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
};

const bareLoop = async (port: number): Promise<number> => {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: CONCURRENCY,
    maxMessages: Infinity,
  });
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < COUNT) {
        next += 1;
        await transport.sendMail({
          from: 'sender@bench.test',
          to: `person${next}@inbox.test`,
          subject: `A role for you, Person${next}`,
          text: 'Hi,\nwe are hiring.',
          html: 'Hi,<br>we are hiring.',
        });
      }
    }),
  );
  transport.close();
  return performance.now() - started;
};

const main = async () => {
  const sink = await startCountingSink();
  process.stdout.write(`Seeding ${COUNT} enrolled candidates…\n`);
  const world = await seedCampaignWorld(sink.port, COUNT, {
    OUTREACH_SEND_CONCURRENCY: String(CONCURRENCY),
  });

  const spawnedAt = performance.now();
  const worker = spawn(
    process.execPath,
    [...WORKER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts', '--role=worker'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: world.dataDir,
        DATABASE_URL: world.databaseUrl,
        SESSION_SECRET: world.config.sessionSecret,
        ENCRYPTION_KEY: world.config.encryptionKey,
        APP_URL: world.config.appUrl,
        OUTREACH_IGNORE_LIMITS: 'true',
        // The SMTP sink listens on loopback, which the outbound policy allows only when told (013).
        OUTBOUND_ALLOW_PRIVATE: 'true',
        OUTREACH_TICK_MS: '20',
        OUTREACH_SEND_CONCURRENCY: String(CONCURRENCY),
      },
    },
  );
  const pid = worker.pid ?? 0;
  let peakRss = 0;
  const sampler = setInterval(() => {
    void peakRssOf(pid).then((rss) => {
      peakRss = Math.max(peakRss, rss);
    });
  }, 200);
  while (sink.received() === 0) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    if (performance.now() - spawnedAt > 120_000) throw new Error('the worker sent nothing');
  }
  const startRss = await peakRssOf(pid);
  const started = performance.now();
  const startupMs = started - spawnedAt;
  let lastReport = 0;
  while (sink.received() < COUNT) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (performance.now() - lastReport > 2000) {
      lastReport = performance.now();
      process.stdout.write(`  ${sink.received()} / ${COUNT} sent\n`);
    }
    if (performance.now() - started > 600_000) throw new Error('not done within 10 minutes');
  }
  const engineMs = performance.now() - started;
  peakRss = Math.max(peakRss, await peakRssOf(pid));
  clearInterval(sampler);
  // Let the last marks land before counting them.
  await new Promise((resolve) => setTimeout(resolve, 500));
  worker.kill('SIGTERM');
  await new Promise((resolve) => worker.once('exit', resolve));
  const marked = await world.app.pool.query<{ n: number }>(
    `select count(*)::int as n from campaign_delivery where status = 'sent'`,
  );
  const duplicates = [...sink.ids.values()].filter((seen) => seen > 1).length;
  await world.shutdown();

  const before = sink.received();
  const bareMs = await bareLoop(sink.port);
  await sink.close();

  const engineRate = COUNT / (engineMs / 1000);
  const bareRate = (sink.received() - before) / (bareMs / 1000);
  const lines = [
    `Hirelane worker: ${COUNT} e-mails in ${(engineMs / 1000).toFixed(2)} s = ${engineRate.toFixed(0)} messages/s (goal ≥ 500), concurrency ${CONCURRENCY}`,
    `  worker start-up to its first e-mail: ${(startupMs / 1000).toFixed(2)} s (not counted in the rate); its RSS then: ${(startRss / 1024 / 1024).toFixed(0)} MB`,
    `  marked sent: ${marked.rows[0]?.n ?? 0}, duplicate Message-IDs at the sink: ${duplicates}`,
    `  peak RSS of the worker process: ${(peakRss / 1024 / 1024).toFixed(0)} MB (goal < 300 MB)`,
    `Bare pooled nodemailer loop: ${COUNT} e-mails in ${(bareMs / 1000).toFixed(2)} s = ${bareRate.toFixed(0)} messages/s`,
    `Ratio engine / bare: ${(engineRate / bareRate).toFixed(2)}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  process.exit(0);
};

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
