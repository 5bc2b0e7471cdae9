import { benchConfig, memoryMailer } from './bench-config';
import Fastify from 'fastify';
import { createAppContext, trustedOriginsFor } from '../src/create-app-context';
import { openDatabase } from '../src/db/open-database';
import { buildApp } from '../src/http/build-app';
import { shutDown } from '../src/shut-down';

/**
 * A server for the benchmark to load, in its own process: `app` is Hirelane on
 * a fresh database with one signed-in member; `hello` is bare Fastify.
 * Prints one JSON line with what the load generator needs.
 */
const startApp = async () => {
  const { config } = benchConfig('bench');
  const database = await openDatabase(config, () => undefined, 10);
  const { mailer, mails } = memoryMailer();
  const app = createAppContext(config, database.db, database.pool, mailer);
  const { fastify } = await buildApp(app, {
    logger: false,
    trustedOrigins: trustedOriginsFor(config),
  });
  await fastify.inject({
    method: 'POST',
    url: '/auth/sign-in/magic-link',
    payload: { email: 'bench@example.com', callbackURL: '/app' },
    headers: { origin: config.appUrl },
  });
  const token = /token=([A-Za-z]+)/.exec(mails[0]?.text ?? '')?.[1];
  const verified = await fastify.inject({
    method: 'GET',
    url: `/auth/magic-link/verify?token=${token}&callbackURL=/app`,
  });
  const cookie = String(verified.headers['set-cookie']).split(';')[0] ?? '';
  const created = await fastify.inject({
    method: 'POST',
    url: '/api/workspace/create',
    payload: { name: 'Bench' },
    headers: { cookie, origin: config.appUrl },
  });
  const workspace = (JSON.parse(created.body) as { data: { _id: string } }).data._id;
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  const address = fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(
    `${JSON.stringify({ port, cookie, workspace, databaseUrl: database.url })}\n`,
  );
  const stop = () =>
    void fastify
      .close()
      .then(() => shutDown(app, database))
      .then(() => process.exit(0));
  process.on('SIGTERM', stop);
};

const startHello = async () => {
  const fastify = Fastify({ logger: false });
  fastify.get('/', async () => ({ hello: 'world' }));
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  const address = fastify.server.address();
  process.stdout.write(
    `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
  );
  process.on('SIGTERM', () => void fastify.close().then(() => process.exit(0)));
};

await (process.argv[2] === 'hello' ? startHello() : startApp());
