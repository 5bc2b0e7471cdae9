import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { access, chown, constants, mkdir } from 'node:fs/promises';
import net from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { chooseClusterLocation, sharedClusterDir } from './cluster-location';
import { EmbeddedPostgresError } from './embedded-postgres-error';
import { ensureRootOwnedDir, reachableBinaries } from './postgres-binaries';
import { postgresOsUser } from './postgres-os-user';
import { initCluster, startPostgresServer } from './postgres-process';
import { firstBlockedDirectory } from './postgres-reachability';

/** Where a root process keeps what the `postgres` user must reach outside DATA_DIR. */
export const SHARED_DIR = '/var/lib/hirelane';

export type EmbeddedDatabase = {
  /** Connection URL of the cluster's `postgres` database. */
  adminUrl: (database?: string) => string;
  /** Where the cluster's data lives. */
  databaseDir: string;
  /** Why that is not DATA_DIR/postgres; null when it is. */
  note: string | null;
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

const hasData = (databaseDir: string) => existsSync(path.join(databaseDir, 'PG_VERSION'));

/** DATA_DIR, created if missing; a folder this user cannot write stops the start with what to do. */
const ensureWritableDataDir = async (dataDir: string): Promise<void> => {
  try {
    await mkdir(dataDir, { recursive: true });
    await access(dataDir, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw new EmbeddedPostgresError(
      `DATA_DIR ${dataDir} cannot be written by the user ${userInfo().username} (${(error as NodeJS.ErrnoException).code ?? String(error)}): point DATA_DIR at a folder this user may write to, or set DATABASE_URL.`,
    );
  }
};

/**
 * Starts the real PostgreSQL binaries shipped by the `embedded-postgres`
 * package, with data in `dataDir/postgres`. It listens on 127.0.0.1 only, on
 * a free port (a system PostgreSQL may hold 5432), and on a Unix socket in its data directory.
 *
 * As root, PostgreSQL runs as the `postgres` user, which may not be able to enter the folders
 * Hirelane was installed or configured in (a clone under /root, a `mktemp -d`). Their permissions
 * are left alone: the binaries then run from a copy under SHARED_DIR, and the data lives under
 * SHARED_DIR too, in a folder named after DATA_DIR (see `note`).
 */
export const startEmbeddedPostgres = async (
  dataDir: string,
  log: (message: string) => void = () => undefined,
  sharedDir: string = SHARED_DIR,
): Promise<EmbeddedDatabase> => {
  await ensureWritableDataDir(dataDir);
  const passwordFile = path.join(dataDir, 'postgres-password');
  if (!existsSync(passwordFile))
    writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();

  const user = process.getuid?.() === 0 ? postgresOsUser() : null;
  const { databaseDir, note } = user
    ? chooseClusterLocation({
        dataDir,
        sharedCluster: sharedClusterDir(sharedDir, realpathSync(dataDir)),
        blocked: firstBlockedDirectory(dataDir, user),
        hasData,
      })
    : { databaseDir: path.join(dataDir, 'postgres'), note: null };
  if (note) log(`the embedded PostgreSQL keeps its data in ${databaseDir}: ${note}`);

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
    return { adminUrl: urlFor(runningPort), databaseDir, note, stop: () => Promise.resolve() };
  }

  const binaries = await reachableBinaries(user, sharedDir, log);
  if (!hasData(databaseDir)) {
    if (user && note) {
      for (const dir of [
        sharedDir,
        path.dirname(path.dirname(databaseDir)),
        path.dirname(databaseDir),
      ])
        await ensureRootOwnedDir(dir);
    }
    await mkdir(databaseDir, { recursive: true, mode: 0o700 });
    if (user) await chown(databaseDir, user.uid, user.gid);
    await initCluster({ binaries, databaseDir, password, user, log });
  }
  const port = await freePort();
  const server = await startPostgresServer({
    binaries,
    databaseDir,
    port,
    user,
    log,
    settings: {
      listen_addresses: '127.0.0.1',
      unix_socket_directories: useSocket ? databaseDir : '',
      unix_socket_permissions: '0700',
      max_connections: '200',
    },
  });
  return { adminUrl: urlFor(port), databaseDir, note, stop: server.stop };
};
