import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';
import { startServer } from './start-server';
import { startSmtpSink } from './smtp-sink';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const READY_TIMEOUT_MS = 90_000;

/**
 * Starts an SMTP sink and the app with a fresh data directory. Workers inherit
 * E2E_BASE_URL and E2E_MAIL_DIR. The returned function is the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const mailDir = await mkdtemp(path.join(tmpdir(), 'hirelane-e2e-mail-'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hirelane-e2e-data-'));
  // The embedded PostgreSQL may run as another OS user (it refuses root): let it through.
  await chmod(dataDir, 0o755);
  const sink = await startSmtpSink(mailDir, await freePort());

  let server;
  try {
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
      },
    });
  } catch (error) {
    await sink.close();
    throw error;
  }

  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_ROOT_DIR = ROOT_DIR;

  return async () => {
    await server.stop();
    await sink.close();
    if (!process.env.E2E_KEEP_DIRS) {
      await rm(mailDir, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
    }
  };
}
