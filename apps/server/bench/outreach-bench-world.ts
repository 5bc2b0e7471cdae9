import { benchConfig, memoryMailer } from './bench-config';
import { SMTPServer } from 'smtp-server';
import { type Config } from '../src/config';
import { createAppContext, trustedOriginsFor } from '../src/create-app-context';
import { openDatabase } from '../src/db/open-database';
import { buildApp } from '../src/http/build-app';
import { sealSecret } from '../src/integrations/crypto/secret-box';
import { shutDown } from '../src/shut-down';
import type { AppContext } from '../src/app-context';

/*
 * What the e-mail benchmarks share: a loopback SMTP sink that counts Message-IDs, and Hirelane on a
 * fresh database with one running campaign (one e-mail step) and N enrolled candidates.
 */

export type Sink = {
  port: number;
  received: () => number;
  ids: Map<string, number>;
  close: () => Promise<void>;
};

/** An SMTP server on 127.0.0.1 that accepts everything and counts each Message-ID it sees. */
export const startCountingSink = async (delayMs = 0): Promise<Sink> => {
  const ids = new Map<string, number>();
  let received = 0;
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    size: 1024 * 1024,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'bench' }),
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received += 1;
        const id = /^Message-ID:\s*(<[^>]+>)/im.exec(head)?.[1] ?? `none-${received}`;
        ids.set(id, (ids.get(id) ?? 0) + 1);
        if (delayMs > 0) setTimeout(() => callback(), delayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    received: () => received,
    ids,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type World = {
  app: AppContext;
  config: Config;
  databaseUrl: string;
  dataDir: string;
  workspaceId: string;
  campaignId: string;
  shutdown: () => Promise<void>;
};

/** Hirelane with a running campaign from `sender` (via the sink) and `candidates` enrolled. */
export const seedCampaignWorld = async (
  sinkPort: number,
  candidates: number,
  env: Record<string, string> = {},
): Promise<World> => {
  const { config, dataDir } = benchConfig('send_bench', {
    OUTREACH_IGNORE_LIMITS: 'true',
    OUTREACH_TICK_MS: '20',
    ...env,
  });
  const database = await openDatabase(config, () => undefined, 12);
  const { mailer, mails } = memoryMailer();
  const app = createAppContext(config, database.db, database.pool, mailer);
  const { fastify } = await buildApp(app, {
    logger: false,
    trustedOrigins: trustedOriginsFor(config),
  });
  const inject = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    cookie: string,
    payload?: object,
  ) => {
    const response = await fastify.inject({
      method,
      url,
      headers: { cookie, origin: config.appUrl },
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.body}`);
    return JSON.parse(response.body) as { data: Record<string, unknown> };
  };
  await fastify.inject({
    method: 'POST',
    url: '/auth/sign-in/magic-link',
    payload: { email: 'sender@bench.test', callbackURL: '/app' },
    headers: { origin: config.appUrl },
  });
  const token = /token=([A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '')?.[1];
  const verified = await fastify.inject({
    method: 'GET',
    url: `/auth/magic-link/verify?token=${token}&callbackURL=/app`,
  });
  const cookie = String(verified.headers['set-cookie']).split(';')[0] ?? '';
  const workspaceId = String(
    (await inject('POST', '/api/workspace/create', cookie, { name: 'Bench' })).data._id,
  );
  const q = (url: string) => `${url}${url.includes('?') ? '&' : '?'}workspace=${workspaceId}`;
  const project = (
    await inject('POST', q('/api/project/create'), cookie, {
      name: 'Send bench',
      job: { title: 'Engineer' },
    })
  ).data;
  const campaignId = String(project.linked_campaign);
  await database.pool.query(
    `insert into mailbox (workspace_id, email, provider, status, enabled, daily_limit, smtp_host, smtp_port,
                          smtp_security, username, secret)
     values ($1, 'sender@bench.test', 'custom', 'verified', true, 2000, '127.0.0.1', $2, 'none', 'bench', $3)`,
    [workspaceId, sinkPort, sealSecret(config.encryptionKey, 'bench-password')],
  );
  await inject('POST', q(`/api/campaign/${campaignId}/step/add`), cookie, {
    type: 'auto_email',
    config: {
      subject: 'A role for you, {{first_name}}',
      body: 'Hi {{first_name}},\nwe are hiring.',
    },
  });
  await inject('PUT', q(`/api/campaign/${campaignId}/settings`), cookie, {
    from_email: 'sender@bench.test',
  });
  // Candidates and their waiting enrolments in bulk; the launch then starts them all.
  await database.pool.query(
    `with people as (
       insert into candidate (workspace_id, first_name, last_name, full_name, email, source)
       select $1, 'Person' || n, 'Bench', 'Person' || n || ' Bench', 'person' || n || '@inbox.test', 'csv'
         from generate_series(1, $3::int) n
       returning id)
     insert into campaign_enrollment (workspace_id, campaign_id, candidate_id, status)
     select $1, $2, id, 'waiting' from people`,
    [workspaceId, campaignId, candidates],
  );
  await inject('PUT', q(`/api/campaign/activate/${campaignId}`), cookie, { run: true });
  // Statistics as autovacuum keeps them on a live database: without them the planner takes the
  // bulk-loaded enrolments for one row and joins candidates by workspace (50M rows, 23 s a batch).
  await database.pool.query('analyze');
  await fastify.close();
  return {
    app,
    config,
    databaseUrl: database.url,
    dataDir,
    workspaceId,
    campaignId,
    shutdown: () => shutDown(app, database),
  };
};
