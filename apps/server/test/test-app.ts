import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Writable } from 'node:stream';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import type { AppContext } from '../src/app-context';
import { loadConfig, type Config } from '../src/config';
import { createAppContext, trustedOriginsFor } from '../src/create-app-context';
import { connectDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { buildApp, type BuiltApp } from '../src/http/build-app';
import type { TextProvider } from '../src/integrations/llm/text-provider';
import { QUEUED_JOBS } from '../src/jobs/worker-registry';
import type { Mailer, OutgoingMail } from '../src/mail/mailer';

export const TEST_APP_URL = 'http://localhost:3000';

export type CapturedMail = OutgoingMail & { at: number };

export type TestApp = BuiltApp & {
  app: AppContext;
  config: Config;
  pool: pg.Pool;
  mails: CapturedMail[];
  databaseUrl: string;
  close: () => Promise<void>;
};

const databaseUrl = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A fresh database (its own name, migrated) and the real app on it, with mail captured in memory.
 * The text provider follows the LLM_* variables of `env` unless `options.text` replaces it.
 */
export const createTestApp = async (
  env: Record<string, string> = {},
  options: { logStream?: Writable; worker?: boolean; text?: TextProvider } = {},
): Promise<TestApp> => {
  const adminUrl = inject('postgresAdminUrl');
  const name = `hirelane_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = databaseUrl(adminUrl, name);
  const connection = connectDatabase(url, 5);
  await runMigrations(connection.pool);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hirelane-test-data-')),
    APP_URL: TEST_APP_URL,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    // The SMTP and IMAP servers of the tests listen on 127.0.0.1.
    OUTBOUND_ALLOW_PRIVATE: 'true',
    ...env,
  });
  const mails: CapturedMail[] = [];
  const mailer: Mailer = {
    describe: () => 'memory',
    send: async (mail) => {
      mails.push({ ...mail, at: Date.now() });
    },
    close: () => undefined,
  };
  const app = createAppContext(config, connection.db, connection.pool, mailer, options.text);
  const logger = options.logStream ? pino({ level: 'error' }, options.logStream) : false;
  const built = await buildApp(app, { logger, trustedOrigins: trustedOriginsFor(config) });
  if (options.worker) await app.queue.work(app, QUEUED_JOBS, null);
  return {
    ...built,
    app,
    config,
    pool: connection.pool,
    mails,
    databaseUrl: url,
    close: async () => {
      await built.fastify.close();
      await app.queue.stop();
      await connection.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
};

export type Json = Record<string, unknown> & {
  success?: boolean;
  message?: string;
  data?: unknown;
};

export type TestResponse = Omit<LightMyRequestResponse, 'json'> & { json: () => Json };

export type CallOptions = {
  cookie?: string;
  workspace?: string;
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
};

/** Calls the app as a browser on the app's origin would. */
export const call = async (
  testApp: TestApp,
  method: InjectOptions['method'],
  url: string,
  options: CallOptions = {},
): Promise<TestResponse> => {
  const target = new URL(url, TEST_APP_URL);
  if (options.workspace) target.searchParams.set('workspace', options.workspace);
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (method !== 'GET' && !('origin' in headers)) headers.origin = TEST_APP_URL;
  for (const [key, value] of Object.entries(headers)) if (value === undefined) delete headers[key];
  const response = await testApp.fastify.inject({
    method,
    url: target.pathname + target.search,
    headers,
    remoteAddress: options.ip ?? '127.0.0.1',
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  return response;
};

export const tokenFromMail = (mail: OutgoingMail | undefined): string => {
  const match = mail?.text.match(/token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no token in mail: ${mail?.text ?? '(no mail)'}`);
  return match[1];
};

export const lastMailTo = (testApp: TestApp, to: string): CapturedMail | undefined =>
  [...testApp.mails].reverse().find((mail) => mail.to === to.toLowerCase());

export const sessionCookieFrom = (
  response: Pick<LightMyRequestResponse, 'headers'>,
): string | undefined => {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  // Production names it __Secure-hirelane.session_token.
  const cookie = all.find((value) => /^(__Secure-)?hirelane\.session_token=/.test(value));
  return cookie?.split(';')[0];
};

/** Full magic-link sign-in: ask for a link, read it from the captured mail, open it. Returns the cookie. */
export const signIn = async (testApp: TestApp, email: string, ip = '10.0.0.1'): Promise<string> => {
  const requested = await call(testApp, 'POST', '/auth/sign-in/magic-link', {
    body: { email, callbackURL: '/app' },
    ip,
  });
  if (requested.statusCode !== 200)
    throw new Error(`sign-in request failed: ${requested.statusCode} ${requested.body}`);
  const token = tokenFromMail(lastMailTo(testApp, email));
  const verified = await call(
    testApp,
    'GET',
    `/auth/magic-link/verify?token=${token}&callbackURL=/app&errorCallbackURL=/login/verify`,
  );
  const cookie = sessionCookieFrom(verified);
  if (!cookie)
    throw new Error(
      `verify set no cookie: ${verified.statusCode} ${verified.headers.location ?? ''}`,
    );
  return cookie;
};

export const createWorkspaceAs = async (
  testApp: TestApp,
  cookie: string,
  name: string,
): Promise<string> => {
  const response = await call(testApp, 'POST', '/api/workspace/create', { cookie, body: { name } });
  const data = response.json().data as { _id: string } | undefined;
  if (!data) throw new Error(`workspace create failed: ${response.body}`);
  return data._id;
};
