import net from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailServerLogin } from '../mail-servers/mail-server-login';
import { createSmtpTransport } from './create-smtp-transport';
import { describeSmtpFailure } from './describe-smtp-failure';
import { verifySmtpLogin } from './verify-smtp-login';

const USER = 'recruiter@hirelane.test';
const PASSWORD = 'correct-horse-battery';

const listen = async (server: net.Server): Promise<number> => {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
};

const closeServer = (server: { close: (done: () => void) => void }) =>
  new Promise<void>((resolve) => server.close(() => resolve()));

const startSmtpServer = async (options: SMTPServerOptions) => {
  const received: string[] = [];
  const server = new SMTPServer({
    logger: false,
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) {
        callback(null, { user: auth.username });
      } else {
        callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
      }
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('gone@')) {
        callback(
          Object.assign(new Error('5.1.1 <gone@hirelane.test>: mailbox unavailable'), {
            responseCode: 550,
          }),
        );
      } else if (address.address.startsWith('busy@')) {
        callback(Object.assign(new Error('4.3.0 Try again later'), { responseCode: 451 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','));
        callback();
      });
    },
    ...options,
  });
  // A client that hangs up mid-handshake (the probes below do) is an 'error' event of the server,
  // which is not what these tests assert: without a listener it would end the run.
  server.on('error', () => undefined);
  const port = await listen(server.server);
  return { port, received, close: () => closeServer(server) };
};

type Started = Awaited<ReturnType<typeof startSmtpServer>>;
let plain: Started;
let starttls: Started;
let implicitTls: Started;

beforeAll(async () => {
  [plain, starttls, implicitTls] = await Promise.all([
    startSmtpServer({ disabledCommands: ['STARTTLS'] }),
    // smtp-server's built-in self-signed certificate: accepted only because the host is 127.0.0.1.
    startSmtpServer({}),
    startSmtpServer({ secure: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain.close(), starttls.close(), implicitTls.close()]);
});

const loginFor = (port: number, overrides: Partial<MailServerLogin> = {}): MailServerLogin => ({
  host: '127.0.0.1',
  port,
  security: 'none',
  username: USER,
  password: PASSWORD,
  ...overrides,
});

const sendFailure = async (to: string) => {
  const transport = createSmtpTransport(loginFor(plain.port), { pool: false, timeoutMs: 5000 });
  try {
    await transport.sendMail({ from: USER, to, subject: 'Hello', text: 'Hi there' });
    throw new Error('expected the send to fail');
  } catch (error) {
    return error;
  } finally {
    transport.close();
  }
};

describe('verifySmtpLogin against a real SMTP server', () => {
  it('accepts the right user name and password without TLS, with STARTTLS and with TLS', async () => {
    expect(await verifySmtpLogin(loginFor(plain.port))).toEqual({ ok: true });
    expect(await verifySmtpLogin(loginFor(starttls.port, { security: 'starttls' }))).toEqual({
      ok: true,
    });
    expect(await verifySmtpLogin(loginFor(implicitTls.port, { security: 'tls' }))).toEqual({
      ok: true,
    });
  });

  it('reports a refused password without the server reply and without the password', async () => {
    const wrong = 'wrong-password-42';
    const check = await verifySmtpLogin(loginFor(plain.port, { password: wrong }));
    expect(check).toEqual({
      ok: false,
      reason: 'The SMTP server refused the user name or password.',
    });
    expect(JSON.stringify(check)).not.toContain(wrong);
  });

  it('reads the same for a closed port, a silent one and a service that is not SMTP', async () => {
    const probe = net.createServer();
    const closedPort = await listen(probe);
    await closeServer(probe);
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    const banner = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.write('SSH-2.0-OpenSSH_9.6 secret-internal-banner\r\n');
    });
    const ftp = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.write('220 internal FTP ready\r\n');
      socket.on('data', () => socket.write('500 internal FTP: command not understood\r\n'));
    });
    const [silentPort, bannerPort, ftpPort] = await Promise.all([
      listen(silent),
      listen(banner),
      listen(ftp),
    ]);
    try {
      for (const security of ['none', 'starttls', 'tls'] as const) {
        const reasons = await Promise.all(
          [closedPort, silentPort, bannerPort, ftpPort].map(async (port) => {
            const check = await verifySmtpLogin(loginFor(port, { security }), { timeoutMs: 500 });
            return check.ok ? 'ok' : check.reason.replace(`:${port};`, ':PORT;');
          }),
        );
        expect(reasons).toEqual(
          new Array(4).fill(
            'Could not connect to an SMTP server at 127.0.0.1:PORT; check the host name, the port and the security setting (port 465 uses TLS, 587 uses STARTTLS).',
          ),
        );
      }
    } finally {
      for (const socket of sockets) socket.destroy();
      await Promise.all([closeServer(silent), closeServer(banner), closeServer(ftp)]);
    }
  });

  it('connects to the checked address and checks the certificate against the name', async () => {
    // The name does not resolve: only the address can have been used.
    const named = { host: 'mail.hirelane.invalid', address: '127.0.0.1' };
    expect(await verifySmtpLogin(loginFor(plain.port, named))).toEqual({ ok: true });
    const check = await verifySmtpLogin(loginFor(implicitTls.port, { ...named, security: 'tls' }));
    expect(check).toMatchObject({ ok: false });
    expect(!check.ok && check.reason).toMatch(
      /^The TLS connection to the SMTP server at mail\.hirelane\.invalid:\d+ failed \(its certificate/,
    );
  });

  it('refuses STARTTLS when the server does not offer it, without quoting it', async () => {
    const check = await verifySmtpLogin(loginFor(plain.port, { security: 'starttls' }));
    expect(check).toEqual({
      ok: false,
      reason: `The TLS connection to the SMTP server at 127.0.0.1:${plain.port} failed (the server did not start TLS); check the security setting (port 465 uses TLS, 587 uses STARTTLS).`,
    });
  });
});

describe('describeSmtpFailure on real SMTP replies', () => {
  it('rates a 550 recipient rejection as permanent', async () => {
    const failure = describeSmtpFailure(await sendFailure('gone@hirelane.test'));
    expect(failure).toEqual({
      reason:
        'The SMTP server rejected the recipient (550 5.1.1 <gone@hirelane.test>: mailbox unavailable).',
      permanent: true,
      responseCode: 550,
    });
  });

  it('rates a 451 as temporary', async () => {
    const failure = describeSmtpFailure(await sendFailure('busy@hirelane.test'));
    expect(failure).toEqual({
      reason: 'The SMTP server rejected the recipient (451 4.3.0 Try again later).',
      permanent: false,
      responseCode: 451,
    });
  });

  it('sends through a pooled transport to an accepted recipient', async () => {
    const transport = createSmtpTransport(loginFor(starttls.port, { security: 'starttls' }), {
      pool: true,
      maxConnections: 2,
      timeoutMs: 5000,
    });
    try {
      await Promise.all(
        ['a@hirelane.test', 'b@hirelane.test', 'c@hirelane.test'].map((to) =>
          transport.sendMail({ from: USER, to, subject: 'Hello', text: 'Hi there' }),
        ),
      );
    } finally {
      transport.close();
    }
    expect([...starttls.received].sort()).toEqual([
      'a@hirelane.test',
      'b@hirelane.test',
      'c@hirelane.test',
    ]);
  });
});
