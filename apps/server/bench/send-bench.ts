import nodemailer from 'nodemailer';
import { startOutreachEngine } from '../src/features/outreach/outreach-engine';
import { seedCampaignWorld, startCountingSink } from './outreach-bench-world';

/*
 * npm run bench:send — 10,000 campaign e-mails to a loopback SMTP sink with limits and gaps off.
 * Goal: ≥ 500 messages/s and < 300 MB RSS. The same run times a bare pooled nodemailer loop of
 * 10,000 messages to the same sink at the same concurrency; the ratio is the figure that holds on
 * a noisy machine.
 */

const COUNT = Number(process.env.BENCH_SEND_COUNT ?? 10_000);
const CONCURRENCY = Number(process.env.OUTREACH_SEND_CONCURRENCY ?? 8);

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

  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  const started = performance.now();
  const engine = startOutreachEngine(world.app, null);
  let lastReport = 0;
  while (sink.received() < COUNT) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (performance.now() - lastReport > 2000) {
      lastReport = performance.now();
      process.stdout.write(`  ${sink.received()} / ${COUNT} sent\n`);
    }
    if (performance.now() - started > 600_000) throw new Error('not done within 10 minutes');
  }
  const engineMs = performance.now() - started;
  await engine.stop();
  clearInterval(sampler);
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
    `Hirelane engine: ${COUNT} e-mails in ${(engineMs / 1000).toFixed(2)} s = ${engineRate.toFixed(0)} messages/s (goal ≥ 500), concurrency ${CONCURRENCY}`,
    `  marked sent: ${marked.rows[0]?.n ?? 0}, duplicate Message-IDs at the sink: ${duplicates}`,
    `  peak RSS of the process (engine + sink): ${(peakRss / 1024 / 1024).toFixed(0)} MB (goal < 300 MB)`,
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
