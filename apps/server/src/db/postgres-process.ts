import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, chown, stat, unlink, writeFile } from 'node:fs/promises';
import type { PostgresBinaries } from './postgres-binaries';
import type { OsUser } from './postgres-reachability';

/** English messages whatever the machine's language: readiness is read from the log. */
const ENV = { ...process.env, LC_MESSAGES: 'C' };
const READY = 'database system is ready to accept connections';

/** npm may unpack the binaries without their execute bit. */
const ensureExecutable = async (file: string): Promise<void> => {
  const { mode } = await stat(file);
  if ((mode & 0o100) === 0) await chmod(file, mode | 0o111);
};

const runAs = (user: OsUser | null) => (user ? { uid: user.uid, gid: user.gid } : {});

/** Creates the cluster in `databaseDir` (an empty folder `user` owns) with the superuser `postgres`. */
export const initCluster = async (options: {
  binaries: PostgresBinaries;
  databaseDir: string;
  password: string;
  user: OsUser | null;
  log: (message: string) => void;
}): Promise<void> => {
  const { binaries, databaseDir, user } = options;
  await ensureExecutable(binaries.initdb);
  // Beside the data folder, so the postgres user can read it wherever the temp folder is.
  const passwordFile = `${databaseDir}.initdb-password`;
  await writeFile(passwordFile, `${options.password}\n`, { mode: 0o600 });
  try {
    if (user) await chown(passwordFile, user.uid, user.gid);
    const args = [
      `--pgdata=${databaseDir}`,
      '--auth=scram-sha-256',
      '--username=postgres',
      `--pwfile=${passwordFile}`,
      '--lc-messages=C',
      '--encoding=UTF8',
      '--no-sync',
    ];
    await new Promise<void>((resolve, reject) => {
      const child = spawn(binaries.initdb, args, {
        ...runAs(user),
        cwd: binaries.installDir,
        env: ENV,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let errors = '';
      child.stdout.on('data', (chunk: Buffer) => options.log(chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => {
        errors += chunk.toString();
        options.log(chunk.toString());
      });
      child.once('error', reject);
      child.once('close', (code) =>
        code === 0
          ? resolve()
          : reject(new Error(`initdb failed (exit code ${code ?? 'none'}): ${errors.trim()}`)),
      );
    });
  } finally {
    await unlink(passwordFile).catch(() => undefined);
  }
};

const running = new Set<ChildProcess>();
let guardsInstalled = false;

/**
 * PostgreSQL runs in its own process group, so a Ctrl-C in the terminal reaches only Node, which
 * closes its connections before it stops the database. These guards stop a server the program
 * did not stop itself: at exit, and on a signal the program does not handle (then the signal is
 * raised again, so the process ends as it would have).
 */
const installGuards = () => {
  if (guardsInstalled) return;
  guardsInstalled = true;
  process.on('exit', () => {
    for (const child of running) child.kill('SIGINT');
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const onSignal = () => {
      if (process.listenerCount(signal) > 1) return;
      for (const child of running) child.kill('SIGINT');
      process.removeListener(signal, onSignal);
      process.kill(process.pid, signal);
    };
    process.on(signal, onSignal);
  }
};

/** Starts `postgres` on `databaseDir` and resolves once it accepts connections. */
export const startPostgresServer = async (options: {
  binaries: PostgresBinaries;
  databaseDir: string;
  port: number;
  settings: Record<string, string>;
  user: OsUser | null;
  log: (message: string) => void;
}): Promise<{ stop: () => Promise<void> }> => {
  const { binaries } = options;
  await ensureExecutable(binaries.postgres);
  const args = ['-D', options.databaseDir, '-p', String(options.port)];
  for (const [name, value] of Object.entries(options.settings)) args.push('-c', `${name}=${value}`);
  const child = spawn(binaries.postgres, args, {
    ...runAs(options.user),
    cwd: binaries.installDir,
    env: ENV,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  installGuards();
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      options.log(text);
      output += text;
      if (output.includes(READY)) resolve();
    };
    child.stderr.on('data', onData);
    child.once('error', reject);
    void exited.then(() =>
      reject(new Error(`PostgreSQL stopped while starting: ${output.trim().slice(-2000)}`)),
    );
  });
  // A program that never stops it may still end (the exit guard stops the server then)...
  const stderr = child.stderr as unknown as { ref: () => void; unref: () => void };
  child.unref();
  stderr.unref();
  return {
    stop: async () => {
      // ...but one that does stop it waits for the end of the server.
      child.ref();
      stderr.ref();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
  };
};
