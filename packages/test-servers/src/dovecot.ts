import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ImapFlow } from 'imapflow';

export type DovecotUser = { user: string; password: string };

export type Dovecot = {
  host: '127.0.0.1';
  port: number;
  /** Delivers a message to the user's INBOX with a real IMAP APPEND. */
  appendMessage: (user: string, raw: string | Buffer) => Promise<void>;
  /** Stops Dovecot and removes its directory. */
  close: () => Promise<void>;
};

const run = promisify(execFile);
// dovecot lives in /usr/sbin, which a non-root PATH often lacks.
const PATH = `${process.env.PATH ?? ''}:/usr/sbin:/sbin`;
const MAIL_USER = 'hirelanemail';
const START_TIMEOUT_MS = 15_000;

const isRoot = () => process.getuid?.() === 0;

const readIfPresent = (file: string) => readFile(file, 'utf8').catch(() => '');

const dovecotVersion = async (): Promise<string | null> => {
  try {
    const { stdout } = await run('dovecot', ['--version'], { env: { ...process.env, PATH } });
    return stdout.trim();
  } catch {
    return null;
  }
};

/**
 * Runs a command with its output in a file and waits for its exit, not for its output to
 * close: a daemon that a package's install script starts would keep a pipe open for ever.
 */
const runLogged = async (command: string, args: string[], env: NodeJS.ProcessEnv) => {
  const logFile = path.join(tmpdir(), `hirelane-apt-${process.pid}.log`);
  const out = openSync(logFile, 'w');
  const child = spawn(command, args, { stdio: ['ignore', out, out], env });
  closeSync(out);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  const output = await readIfPresent(logFile);
  await rm(logFile, { force: true });
  if (code !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${code}):\n${output.slice(-2000)}`);
  }
};

const installDovecot = async (): Promise<void> => {
  const env = { ...process.env, PATH, DEBIAN_FRONTEND: 'noninteractive' };
  // Parallel test files may both get here: wait for each other's dpkg lock instead of failing.
  const lock = ['-o', 'DPkg::Lock::Timeout=300'];
  await runLogged('apt-get', [...lock, 'update', '-qq'], env);
  await runLogged(
    'apt-get',
    [...lock, 'install', '-y', '-qq', '--no-install-recommends', 'dovecot-imapd'],
    env,
  );
};

let ready: Promise<string> | undefined;

/** Dovecot's version, installing the Debian package first when root and it is missing. */
const ensureDovecot = (): Promise<string> => {
  ready ??= (async () => {
    let version = await dovecotVersion();
    if (version === null) {
      if (!isRoot()) {
        throw new Error(
          'Dovecot is not installed. Install it with `sudo apt-get install dovecot-imapd` (the IMAP tests need a real IMAP server).',
        );
      }
      await installDovecot();
      version = await dovecotVersion();
      if (version === null)
        throw new Error('dovecot-imapd was installed but `dovecot` is missing.');
    }
    // The configuration below uses 2.3 names; 2.4 renamed most of them.
    if (!version.startsWith('2.3.')) {
      throw new Error(
        `Dovecot ${version} found; this test helper writes a Dovecot 2.3 configuration.`,
      );
    }
    return version;
  })();
  return ready;
};

const idOf = async (flag: '-u' | '-g', name: string): Promise<number | null> => {
  try {
    return Number((await run('id', [flag, name])).stdout.trim());
  } catch {
    return null;
  }
};

type Identity = {
  mailUid: number;
  mailGid: number;
  internalUser: string;
  internalGroup: string;
  loginUser: string;
};

/**
 * Dovecot refuses to hand mail to root. As root: a system user of our own owns the mail, and
 * the Debian package's dovecot/dovenull users run its helper processes. As anyone else: every
 * process runs as that user (Dovecot's rootless mode).
 */
const identity = async (): Promise<Identity> => {
  if (!isRoot()) {
    const me = userInfo();
    const group = (await run('id', ['-gn'])).stdout.trim();
    return {
      mailUid: me.uid,
      mailGid: me.gid,
      internalUser: me.username,
      internalGroup: group,
      loginUser: me.username,
    };
  }
  if ((await idOf('-u', MAIL_USER)) === null) {
    await run('useradd', ['-r', '-M', '-d', '/nonexistent', '-s', '/usr/sbin/nologin', MAIL_USER], {
      env: { ...process.env, PATH },
    }).catch(async (error: unknown) => {
      // Another test file may have created it in the meantime.
      if ((await idOf('-u', MAIL_USER)) === null) throw error;
    });
  }
  const mailUid = await idOf('-u', MAIL_USER);
  const mailGid = await idOf('-g', MAIL_USER);
  if (mailUid === null || mailGid === null) throw new Error(`No ${MAIL_USER} user.`);
  return {
    mailUid,
    mailGid,
    internalUser: 'dovecot',
    internalGroup: 'dovecot',
    loginUser: 'dovenull',
  };
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

const configuration = (dir: string, port: number, who: Identity): string => {
  const rootless = !isRoot();
  return `# Written by apps/server/test/dovecot.ts for one test run.
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
instance_name = hirelane-test-${port}
listen = 127.0.0.1
protocols = imap
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
default_internal_user = ${who.internalUser}
default_internal_group = ${who.internalGroup}
default_login_user = ${who.loginUser}
first_valid_uid = ${who.mailUid}
last_valid_uid = ${who.mailUid}
first_valid_gid = ${who.mailGid}
last_valid_gid = ${who.mailGid}
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${who.mailUid} gid=${who.mailGid} home=${dir}/mail/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }${rootless ? '\n  chroot =' : ''}
}
# No growing delay for an IP after failed logins: the tests try wrong passwords on purpose.
service anvil {
  unix_listener anvil-auth-penalty {
    mode = 0
  }${rootless ? '\n  chroot =' : ''}
}
`;
};

/** Resolves once the port answers with an IMAP greeting. */
const greets = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n')) done(received.startsWith('* OK'));
    });
  });

const waitForGreeting = async (child: ChildProcess, port: number, dir: string) => {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    if (await greets(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const output = `${await readIfPresent(path.join(dir, 'dovecot.out'))}${await readIfPresent(path.join(dir, 'dovecot.log'))}`;
  throw new Error(`Dovecot did not start on 127.0.0.1:${port}:\n${output.trim()}`);
};

const stop = async (child: ChildProcess): Promise<void> => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
};

const validate = (users: DovecotUser[]) => {
  for (const { user, password } of users) {
    // passwd-file is colon-separated and line-based.
    if (!user || /[:\s]/.test(user) || /[:\r\n]/.test(password)) {
      throw new Error(`Unusable test login ${JSON.stringify(user)}: no colons or line breaks.`);
    }
  }
};

/**
 * Starts a real Dovecot IMAP server on 127.0.0.1 in a fresh temporary directory, with plain
 * text logins for `users` and an empty INBOX each.
 */
export const startDovecot = async (options: { users: DovecotUser[] }): Promise<Dovecot> => {
  validate(options.users);
  await ensureDovecot();
  const who = await identity();
  const dir = await mkdtemp(path.join(tmpdir(), 'hirelane-dovecot-'));
  // The login and auth processes run as other users and must reach their sockets and files.
  await chmod(dir, 0o755);
  await Promise.all(['run', 'state', 'mail'].map((name) => mkdir(path.join(dir, name))));
  await chown(path.join(dir, 'mail'), who.mailUid, who.mailGid);
  await chmod(path.join(dir, 'mail'), 0o700);
  const users = options.users.map(({ user, password }) => `${user}:{PLAIN}${password}::::::\n`);
  await writeFile(path.join(dir, 'users'), users.join(''), { mode: 0o644 });

  let child: ChildProcess | undefined;
  let port = 0;
  // A free port can be taken between finding and binding it: try a few.
  for (let attempt = 1; ; attempt += 1) {
    port = await freePort();
    await writeFile(path.join(dir, 'dovecot.conf'), configuration(dir, port, who));
    const out = openSync(path.join(dir, 'dovecot.out'), 'w');
    // Never share our stdio: Dovecot's children keep it open and the caller's shell would hang.
    child = spawn('dovecot', ['-F', '-c', path.join(dir, 'dovecot.conf')], {
      stdio: ['ignore', out, out],
      env: { ...process.env, PATH },
    });
    closeSync(out);
    // A spawn failure also ends the wait below: the exit code gets set.
    child.on('error', () => undefined);
    try {
      await waitForGreeting(child, port, dir);
      break;
    } catch (error) {
      await stop(child);
      const inUse = /address already in use/i.test(String(error));
      if (!inUse || attempt >= 3) {
        await rm(dir, { recursive: true, force: true });
        throw error;
      }
    }
  }
  const server = child;
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);

  const passwordOf = (user: string): string => {
    const found = options.users.find((entry) => entry.user === user);
    if (!found) throw new Error(`${user} is not a user of this Dovecot.`);
    return found.password;
  };

  let closed: Promise<void> | undefined;
  return {
    host: '127.0.0.1',
    port,
    appendMessage: async (user, raw) => {
      const client = new ImapFlow({
        host: '127.0.0.1',
        port,
        secure: false,
        doSTARTTLS: false,
        auth: { user, pass: passwordOf(user) },
        logger: false,
        disableAutoIdle: true,
      });
      client.on('error', () => undefined);
      await client.connect();
      try {
        await client.append('INBOX', raw);
      } finally {
        await client.logout();
      }
    },
    close: () => {
      closed ??= (async () => {
        process.removeListener('exit', killOnExit);
        await stop(server);
        await rm(dir, { recursive: true, force: true, maxRetries: 3 });
      })();
      return closed;
    },
  };
};
