import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/*
 * A real CalDAV server (Radicale, from Debian's packages) on loopback for one test run, with
 * plain-text users in its own temporary folder. As root it installs the package when missing,
 * like the Dovecot helper; otherwise it says how to.
 */

export type RadicaleUser = { user: string; password: string };

export type Radicale = {
  /** The server's root, e.g. http://127.0.0.1:5232/ */
  url: string;
  /** Creates a calendar collection for the user and answers its URL (ending with a slash). */
  createCalendar: (user: RadicaleUser, name: string) => Promise<string>;
  /** Stores an event (ICS text) in the calendar. */
  putEvent: (user: RadicaleUser, calendarUrl: string, uid: string, ics: string) => Promise<void>;
  /** Reads an event back (ICS text), or null when it is not there. */
  getEvent: (user: RadicaleUser, calendarUrl: string, uid: string) => Promise<string | null>;
  /** Lists the names of the calendar's event files. */
  listEvents: (user: RadicaleUser, calendarUrl: string) => Promise<string[]>;
  close: () => Promise<void>;
};

const run = promisify(execFile);
const PATH = `${process.env.PATH ?? ''}:/usr/sbin:/sbin`;
const START_TIMEOUT_MS = 20_000;

const radicaleVersion = async (): Promise<string | null> => {
  try {
    const { stdout } = await run('radicale', ['--version'], { env: { ...process.env, PATH } });
    return stdout.trim();
  } catch {
    return null;
  }
};

let ready: Promise<string> | undefined;

const ensureRadicale = (): Promise<string> => {
  ready ??= (async () => {
    const found = await radicaleVersion();
    if (found) return found;
    if (process.getuid?.() !== 0)
      throw new Error(
        'Radicale is not installed. Install it with `sudo apt-get install radicale` (the calendar tests need a real CalDAV server).',
      );
    const env = { ...process.env, PATH, DEBIAN_FRONTEND: 'noninteractive' };
    const lock = ['-o', 'DPkg::Lock::Timeout=300'];
    await run('apt-get', [...lock, 'update', '-qq'], { env });
    await run('apt-get', [...lock, 'install', '-y', '-qq', '--no-install-recommends', 'radicale'], {
      env,
      maxBuffer: 16 * 1024 * 1024,
    });
    const version = await radicaleVersion();
    if (!version) throw new Error('radicale was installed but `radicale` is missing.');
    return version;
  })();
  return ready;
};

const freePort = async (): Promise<number> => {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('No free port.');
  return address.port;
};

const waitForPort = async (port: number, child: ChildProcess, log: () => string) => {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Radicale exited (${child.exitCode}): ${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Radicale did not start within ${START_TIMEOUT_MS} ms: ${log()}`);
};

const authHeader = (user: RadicaleUser) =>
  `Basic ${Buffer.from(`${user.user}:${user.password}`).toString('base64')}`;

/** Starts Radicale on a free loopback port with these users (plain-text htpasswd). */
export const startRadicale = async (users: RadicaleUser[]): Promise<Radicale> => {
  await ensureRadicale();
  const dir = await mkdtemp(path.join(tmpdir(), 'hirelane-radicale-'));
  const port = await freePort();
  await writeFile(
    path.join(dir, 'users'),
    users.map((entry) => `${entry.user}:${entry.password}`).join('\n') + '\n',
  );
  await writeFile(
    path.join(dir, 'config'),
    `[server]
hosts = 127.0.0.1:${port}
[auth]
type = htpasswd
htpasswd_filename = ${dir}/users
htpasswd_encryption = plain
delay = 0
[rights]
type = owner_only
[storage]
filesystem_folder = ${dir}/collections
[web]
type = none
[logging]
level = warning
`,
  );
  let output = '';
  const child = spawn('radicale', ['--config', path.join(dir, 'config')], {
    env: { ...process.env, PATH },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  await waitForPort(port, child, () => output);
  const url = `http://127.0.0.1:${port}/`;

  const request = async (user: RadicaleUser, method: string, target: string, body?: string) => {
    const response = await fetch(new URL(target, url), {
      method,
      headers: {
        Authorization: authHeader(user),
        ...(method === 'PROPFIND' ? { Depth: '1' } : {}),
        ...(body ? { 'Content-Type': 'application/xml; charset=utf-8' } : {}),
      },
      body,
    });
    return { status: response.status, text: await response.text() };
  };

  return {
    url,
    createCalendar: async (user, name) => {
      const target = `/${user.user}/${name}/`;
      const answer = await request(
        user,
        'MKCALENDAR',
        target,
        `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:set><D:prop><D:displayname>${name}</D:displayname>
    <C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set>
  </D:prop></D:set>
</C:mkcalendar>`,
      );
      if (answer.status !== 201) throw new Error(`MKCALENDAR ${answer.status}: ${answer.text}`);
      return new URL(target, url).toString();
    },
    putEvent: async (user, calendarUrl, uid, ics) => {
      const response = await fetch(new URL(`${uid}.ics`, calendarUrl), {
        method: 'PUT',
        headers: {
          Authorization: authHeader(user),
          'Content-Type': 'text/calendar; charset=utf-8',
        },
        body: ics,
      });
      if (response.status !== 201 && response.status !== 204)
        throw new Error(`PUT ${response.status}: ${await response.text()}`);
    },
    getEvent: async (user, calendarUrl, uid) => {
      const response = await fetch(new URL(`${uid}.ics`, calendarUrl), {
        headers: { Authorization: authHeader(user) },
      });
      if (response.status === 404) return null;
      return response.text();
    },
    listEvents: async (user, calendarUrl) => {
      const answer = await request(
        user,
        'PROPFIND',
        calendarUrl,
        '<?xml version="1.0"?><D:propfind xmlns:D="DAV:"><D:prop><D:getetag/></D:prop></D:propfind>',
      );
      return [...answer.text.matchAll(/<(?:\w+:)?href>([^<]+\.ics)<\/(?:\w+:)?href>/gi)].map(
        (match) => decodeURIComponent(match[1]!.split('/').pop()!),
      );
    },
    close: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
};
