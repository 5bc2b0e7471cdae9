import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDovecot, type Dovecot } from '@hirelane/test-servers/dovecot';
import { startFakePeopleData, type FakePeopleData } from '@hirelane/test-servers/people-data';
import {
  startFakeTranscriptions,
  type FakeTranscriptions,
} from '@hirelane/test-servers/transcriptions';
import { startFakeWaha, type FakeWaha } from '@hirelane/test-servers/fake-waha/fake-waha';
import { freePort } from './free-port';
import { OUTREACH_MAILBOX } from './outreach-mailbox';
import { startServer, type ServerProcess } from './start-server';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const READY_TIMEOUT_MS = 90_000;

/**
 * Starts an SMTP sink for the product's own mail (sign-in links), the mail servers of a mailbox
 * that the outreach tests connect (an SMTP server that requires AUTH, and Dovecot for IMAP), and
 * the app with a fresh data directory and an e-mail engine that sends and reads within seconds.
 * Workers inherit E2E_BASE_URL, E2E_MAIL_DIR and the E2E_OUTREACH_* settings. The returned
 * function is the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const mailDir = await mkdtemp(path.join(tmpdir(), 'hirelane-e2e-mail-'));
  const outreachDir = await mkdtemp(path.join(tmpdir(), 'hirelane-e2e-outreach-'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hirelane-e2e-data-'));
  // The embedded PostgreSQL may run as another OS user (it refuses root): let it through.
  await chmod(dataDir, 0o755);
  const login = { user: OUTREACH_MAILBOX, password: `e2e-${randomBytes(9).toString('hex')}` };

  const started: Array<
    SmtpSink | Dovecot | ServerProcess | FakePeopleData | FakeTranscriptions | FakeWaha
  > = [];
  const removeDirs = async () => {
    if (process.env.E2E_KEEP_DIRS) return;
    for (const dir of [mailDir, outreachDir, dataDir])
      await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  };
  /** Stops what was started, newest first, each even when another fails. */
  const stopAll = async () => {
    for (const service of started.reverse())
      await ('stop' in service ? service.stop() : service.close()).catch((error: unknown) =>
        console.error('e2e teardown:', error),
      );
  };

  let sink: SmtpSink;
  let outreachSmtp: SmtpSink;
  let dovecot: Dovecot;
  let server: ServerProcess;
  let peopleData: FakePeopleData;
  let transcriptions: FakeTranscriptions;
  let waha: FakeWaha;
  try {
    // The WhatsApp Web gateway (WAHA's API, faked on loopback; its test hooks answer over HTTP).
    waha = await startFakeWaha();
    started.push(waha);
    // Contact reveal's people-data provider (People Data Labs' API, faked on loopback).
    peopleData = await startFakePeopleData();
    started.push(peopleData);
    // The interview page's transcription service (OpenAI's /audio/transcriptions, faked on loopback).
    transcriptions = await startFakeTranscriptions();
    started.push(transcriptions);
    sink = await startSmtpSink(mailDir, await freePort());
    started.push(sink);
    outreachSmtp = await startSmtpSink(outreachDir, await freePort(), login);
    started.push(outreachSmtp);
    dovecot = await startDovecot({ users: [login] });
    started.push(dovecot);
    server = await startServer({
      rootDir: ROOT_DIR,
      port: await freePort(),
      readyTimeoutMs: READY_TIMEOUT_MS,
      env: {
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        MAIL_FROM: 'Hirelane <no-reply@hirelane.test>',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        // Each sign-in comes from its own forwarded IP, so the per-IP sign-in limit (20 per 15 min)
        // does not trip over a suite that signs in far more often from one machine.
        TRUST_PROXY: 'true',
        // The e-mail engine (API + worker run in this one process): a due e-mail goes out at
        // once whatever the day and hour (no sending window, no daily limit, no spacing), and a
        // connected mailbox is read for replies every second.
        OUTREACH_IGNORE_LIMITS: 'true',
        OUTREACH_MIN_GAP_SECONDS: '0',
        OUTREACH_JITTER: '0',
        OUTREACH_TICK_MS: '250',
        MAILBOX_POLL_SECONDS: '1',
        OUTREACH_LEASE_SECONDS: '30',
        OUTREACH_SMTP_TIMEOUT_MS: '10000',
        // The mailbox servers (SMTP sink, Dovecot) listen on 127.0.0.1.
        OUTBOUND_ALLOW_PRIVATE: 'true',
        PEOPLE_DATA_API_URL: peopleData.baseUrl,
        PEOPLE_DATA_API_KEY: peopleData.apiKey,
        STT_BASE_URL: transcriptions.baseUrl,
        WAHA_API_URL: waha.baseUrl,
        WAHA_API_KEY: waha.apiKey,
        WAHA_WEBHOOK_SECRET: 'e2e-waha-secret',
        WHATSAPP_MIN_GAP_SECONDS: '0',
      },
    });
    started.push(server);
  } catch (error) {
    await stopAll();
    await removeDirs();
    throw error;
  }

  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_ROOT_DIR = ROOT_DIR;
  process.env.E2E_OUTREACH_MAIL_DIR = outreachDir;
  process.env.E2E_OUTREACH_SMTP_PORT = String(outreachSmtp.port);
  process.env.E2E_OUTREACH_IMAP_PORT = String(dovecot.port);
  process.env.E2E_OUTREACH_PASSWORD = login.password;
  process.env.E2E_PEOPLE_DATA_URL = peopleData.baseUrl;
  process.env.E2E_WAHA_URL = waha.baseUrl;

  return async () => {
    await stopAll();
    await removeDirs();
  };
}
