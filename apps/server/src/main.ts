import { ConfigError, loadConfig } from './config';
import { createAppContext, trustedOriginsFor } from './create-app-context';
import { EmbeddedPostgresError } from './db/embedded-postgres-error';
import { openDatabase } from './db/open-database';
import { DEMO_EMAIL, DEMO_TALENT_POOL_SIZE, seedDemoWorkspace } from './seed/seed-demo';
import { startWorkerRegistry } from './jobs/start-worker-registry';
import { StorageUnavailableError } from './integrations/storage/file-storage';
import { createLogger } from './logger';
import { shutDown } from './shut-down';
import { closeHttpServer } from './http/close-http-server';
import { createMetricsRegistry } from './features/metrics/metrics-registry';
import { startMetricsServer } from './features/metrics/metrics-server';

const BILLING_LABELS = {
  stripe: 'Stripe (webhook at /api/billing/stripe/webhook)',
  local: 'local billing provider (plans activate without payment)',
  none: 'not configured (set STRIPE_SECRET_KEY)',
} as const;

type Role = 'all' | 'api' | 'worker';

const parseRole = (argv: string[]): Role => {
  const flag = argv.find((arg) => arg.startsWith('--role='));
  const role = flag?.slice('--role='.length) ?? 'all';
  if (role !== 'all' && role !== 'api' && role !== 'worker') {
    throw new ConfigError([`--role: must be api, worker or all (got ${role})`]);
  }
  return role;
};

const main = async (): Promise<void> => {
  const role = parseRole(process.argv.slice(2));
  const config = loadConfig();
  const logger = createLogger(config);
  const startedAt = Date.now();

  const database = await openDatabase(
    config,
    (message) => logger.debug({ postgres: message.trim() }),
    config.databasePoolSize,
  );
  const app = createAppContext(config, database.db, database.pool);
  await app.storage.check().catch(async (error: unknown) => {
    await database.shutdown();
    throw error instanceof StorageUnavailableError ? new ConfigError([error.message]) : error;
  });
  const metrics = createMetricsRegistry(database.pool);
  const seeded =
    config.nodeEnv === 'test' ? false : await seedDemoWorkspace(database.db, database.pool);

  const stops: Array<() => Promise<void>> = [];
  // Listened for before anything starts: a SIGTERM while the worker registry starts (a job may
  // already be running) must still stop gracefully rather than kill the process outright.
  let stopping = false;
  let markStarted = () => undefined as void;
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    void (async () => {
      // What is still starting is stopped too, once it has started.
      await started;
      for (const stop of stops)
        await stop().catch((error: unknown) => logger.error({ err: error }, 'stop failed'));
      app.mailer.close();
      await shutDown(app, database).catch((error: unknown) =>
        logger.error({ err: error }, 'database stop failed'),
      );
      process.exit(0);
    })();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  if (role !== 'worker') {
    // Loaded only where it serves: the HTTP app is about 100 MB a worker process has no use for.
    const { buildApp } = await import('./http/build-app');
    const { fastify } = await buildApp(app, {
      logger,
      trustedOrigins: trustedOriginsFor(config),
      metrics,
    });
    await fastify.listen({ port: config.port, host: config.host });
    stops.push(() => closeHttpServer(fastify, config.shutdownTimeoutMs, logger));
  }
  let metricsPort: number | null = null;
  if (config.metrics.port !== null) {
    const server = await startMetricsServer(config, metrics);
    metricsPort = server.port;
    stops.push(server.stop);
  }
  if (role !== 'api') {
    // Every kind of background work (jobs/worker-registry.ts); pg-boss itself stops in shutDown.
    const worker = await startWorkerRegistry(app, logger);
    stops.push(worker.stop);
  }
  markStarted();

  const lines = [
    `Hirelane (${role}) started in ${Date.now() - startedAt} ms`,
    role !== 'worker' ? `  Open ${config.appUrl}` : null,
    metricsPort !== null
      ? `  Metrics: http://${config.metrics.host}:${metricsPort}/metrics`
      : config.metrics.token && role !== 'worker'
        ? `  Metrics: ${config.appUrl}/metrics (bearer token)`
        : null,
    `  Database: ${database.embedded ? `embedded PostgreSQL in ${database.embedded.databaseDir}${database.embedded.note ? ` (${database.embedded.note})` : ''}` : 'DATABASE_URL'}`,
    `  Sign-in links go to ${app.mailer.describe()}`,
    `  Files: ${app.storage.describe()}`,
    `  AI text: ${app.text.info.label}`,
    `  Payments: ${BILLING_LABELS[config.billingProvider]}`,
    seeded
      ? `  Demo workspace created with ${DEMO_TALENT_POOL_SIZE.toLocaleString('en-US')} talent-pool profiles: sign in as ${DEMO_EMAIL}`
      : null,
  ];
  process.stdout.write(`${lines.filter(Boolean).join('\n')}\n`);
};

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof EmbeddedPostgresError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Hirelane failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
