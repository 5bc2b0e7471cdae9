import { execFile, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
// nginx lives in /usr/sbin, which a non-root PATH often lacks.
const PATH = `${process.env.PATH ?? ''}:/usr/sbin:/sbin`;
const START_TIMEOUT_MS = 15_000;

export type Nginx = {
  /** The prefix folder holding nginx.conf, the site file, the certificate and the logs. */
  dir: string;
  /** Stops nginx (QUIT, then waits for the master to exit) and removes its folder. */
  close: () => Promise<void>;
};

const nginxVersion = async (): Promise<string | null> => {
  try {
    const { stderr } = await run('nginx', ['-v'], { env: { ...process.env, PATH } });
    return stderr.trim();
  } catch {
    return null;
  }
};

/** Runs a command with its output in a file and waits for its exit (see dovecot.ts). */
const runLogged = async (command: string, args: string[], env: NodeJS.ProcessEnv) => {
  const logFile = path.join(tmpdir(), `hirelane-apt-nginx-${process.pid}.log`);
  const out = openSync(logFile, 'w');
  const child = spawn(command, args, { stdio: ['ignore', out, out], env });
  closeSync(out);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  const output = await readFile(logFile, 'utf8').catch(() => '');
  await rm(logFile, { force: true });
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`);
};

let ready: Promise<void> | undefined;

/** Debian's nginx, installed first when root and missing (like Dovecot and Radicale). */
const ensureNginx = (): Promise<void> => {
  ready ??= (async () => {
    if ((await nginxVersion()) !== null) return;
    if (process.getuid?.() !== 0)
      throw new Error(
        'nginx is not installed. Install it with `sudo apt-get install nginx` (the reverse-proxy test runs docs/deploy/nginx.conf).',
      );
    const env = { ...process.env, PATH, DEBIAN_FRONTEND: 'noninteractive' };
    const lock = ['-o', 'DPkg::Lock::Timeout=300'];
    await runLogged('apt-get', [...lock, 'update', '-qq'], env);
    await runLogged(
      'apt-get',
      [...lock, 'install', '-y', '-qq', '--no-install-recommends', 'nginx'],
      env,
    );
    if ((await nginxVersion()) === null) throw new Error('nginx was installed but is missing.');
  })();
  return ready;
};

const waitForPort = async (port: number): Promise<void> => {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/**
 * Runs nginx in the foreground of its own prefix folder with `site` (a conf.d file: upstreams and
 * server blocks) inside a minimal http block. `files` are written into the folder first (the
 * certificate); `waitPort` is a port the site listens on.
 */
export const startNginx = async (options: {
  site: (dir: string) => string;
  files?: Record<string, string>;
  waitPort: number;
}): Promise<Nginx> => {
  await ensureNginx();
  const dir = await mkdtemp(path.join(tmpdir(), 'hirelane-nginx-'));
  await mkdir(path.join(dir, 'logs'));
  for (const [name, content] of Object.entries(options.files ?? {}))
    await writeFile(path.join(dir, name), content, { mode: 0o600 });
  await writeFile(path.join(dir, 'site.conf'), options.site(dir));
  await writeFile(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      'user root;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/logs/error.log warn;`,
      'events { worker_connections 64; }',
      'http {',
      `  access_log ${dir}/logs/access.log;`,
      `  client_body_temp_path ${dir}/body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      `  include ${dir}/site.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf')];
  await run('nginx', [...args, '-t'], { env: { ...process.env, PATH } });
  const child = spawn('nginx', args, { stdio: 'ignore', env: { ...process.env, PATH } });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await Promise.race([
      waitForPort(options.waitPort),
      exited.then(async () => {
        throw new Error(
          `nginx exited: ${await readFile(path.join(dir, 'logs/error.log'), 'utf8').catch(() => '')}`,
        );
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    dir,
    close: async () => {
      child.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
};
