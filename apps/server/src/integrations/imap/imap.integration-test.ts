import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDovecot, type Dovecot } from '@hirelane/test-servers/dovecot';
import type { MailServerLogin } from '../mail-servers/mail-server-login';
import { fetchNewMail } from './fetch-new-mail';
import { closeImapClient, createImapClient, verifyImapLogin } from './verify-imap-login';

const USER = 'recruiter@hirelane.test';
const PASSWORD = 'imap-secret-123';

let dovecot: Dovecot;

beforeAll(async () => {
  dovecot = await startDovecot({
    users: [
      { user: USER, password: PASSWORD },
      { user: 'other@hirelane.test', password: 'other-secret' },
      { user: 'pager@hirelane.test', password: 'pager-secret' },
    ],
  });
});
afterAll(async () => {
  await dovecot?.close();
});

const login = (overrides: Partial<MailServerLogin> = {}): MailServerLogin => ({
  host: dovecot.host,
  port: dovecot.port,
  security: 'none',
  username: USER,
  password: PASSWORD,
  ...overrides,
});

const closedPort = async (): Promise<number> => {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
};

const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

const REPLY = crlf([
  'From: "Jane Doe" <Jane.Doe@Example.com>',
  'To: Recruiter <Recruiter@Hirelane.test>',
  'Subject: Re: Senior backend engineer at Acme',
  'Date: Tue, 10 Mar 2026 09:30:00 +0000',
  'Message-ID: <reply-1@example.com>',
  'In-Reply-To: <first@hirelane.test>',
  'References: <first@hirelane.test>',
  'MIME-Version: 1.0',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Hi! Yes, I am interested. I was out of office last week, sorry for the delay.',
  '',
  '> Would you be open to a chat?',
]);

const OUT_OF_OFFICE = crlf([
  'From: Max Mustermann <max@example.de>',
  'To: recruiter@hirelane.test',
  'Subject: Abwesenheitsnotiz: Senior backend engineer at Acme',
  'Date: Tue, 10 Mar 2026 09:31:00 +0100',
  'Message-ID: <oof-1@example.de>',
  'In-Reply-To: <first@hirelane.test>',
  'Auto-Submitted: auto-replied',
  'MIME-Version: 1.0',
  'Content-Type: text/html; charset=utf-8',
  '',
  '<p>Ich bin bis zum 20. März nicht im Büro.</p>',
]);

const DSN = crlf([
  'From: MAILER-DAEMON@mx.example.com (Mail Delivery System)',
  'To: recruiter@hirelane.test',
  'Subject: Undelivered Mail Returned to Sender',
  'Date: Tue, 10 Mar 2026 09:32:00 +0000',
  'Message-ID: <bounce-1@mx.example.com>',
  'Auto-Submitted: auto-replied',
  'MIME-Version: 1.0',
  'Content-Type: multipart/report; report-type=delivery-status;',
  '\tboundary="REPORT-BOUNDARY"',
  '',
  'This is a MIME-encapsulated message.',
  '',
  '--REPORT-BOUNDARY',
  'Content-Type: text/plain; charset=us-ascii',
  '',
  'I could not deliver your message to <gone@example.com>: user unknown.',
  '',
  '--REPORT-BOUNDARY',
  'Content-Type: message/delivery-status',
  '',
  'Reporting-MTA: dns; mx.example.com',
  'Arrival-Date: Tue, 10 Mar 2026 09:31:58 +0000',
  '',
  'Final-Recipient: rfc822; Gone@Example.com',
  'Original-Recipient: rfc822;gone@example.com',
  'Action: failed',
  'Status: 5.1.1',
  'Diagnostic-Code: smtp; 550 5.1.1 <gone@example.com>: Recipient address',
  '    rejected: User unknown in virtual mailbox table',
  '',
  '--REPORT-BOUNDARY',
  'Content-Type: text/rfc822-headers',
  '',
  'From: recruiter@hirelane.test',
  'To: gone@example.com',
  'Subject: Senior backend engineer at Acme',
  'Message-ID: <first@hirelane.test>',
  '',
  '--REPORT-BOUNDARY--',
]);

const PLAIN_BOUNCE = crlf([
  'From: Mail Delivery System <Mailer-Daemon@mx.example.org>',
  'To: recruiter@hirelane.test',
  'Subject: Mail delivery failed: returning message to sender',
  'Date: Tue, 10 Mar 2026 09:33:00 +0000',
  'Message-ID: <bounce-2@mx.example.org>',
  'Content-Type: text/plain; charset=us-ascii',
  '',
  'This message was created automatically by mail delivery software.',
  '',
  'A message that you sent could not be delivered to one or more of its recipients.',
  '',
  '  nobody@example.org',
  '    host mx.example.org said: 550 No such user',
  '',
  '------ This is a copy of the message, including all the headers. ------',
  '',
  'From: recruiter@hirelane.test',
  'To: nobody@example.org',
  'Subject: Senior backend engineer at Acme',
  'Message-ID: <second@hirelane.test>',
  '',
  'Hello Nobody',
]);

describe('verifyImapLogin against a real Dovecot', () => {
  it('logs in and reports the INBOX UID validity and next UID', async () => {
    const check = await verifyImapLogin(login(), { timeoutMs: 5000 });
    if (!check.ok) throw new Error(check.reason);
    expect(check.uidNext).toBe(1);
    expect(Number.isInteger(check.uidValidity) && check.uidValidity > 0).toBe(true);
  });

  it('reports a refused password without repeating it', async () => {
    const check = await verifyImapLogin(login({ password: 'wrong-password-77' }), {
      timeoutMs: 5000,
    });
    expect(check).toEqual({
      ok: false,
      reason: 'The IMAP server refused the user name or password.',
    });
    expect(JSON.stringify(check)).not.toContain('wrong-password-77');
  });

  it('reads the same for a closed port, a silent one and a service that is not IMAP', async () => {
    const closed = await closedPort();
    const sockets = new Set<net.Socket>();
    const serve = (greeting: string | null) =>
      net.createServer((socket) => {
        sockets.add(socket);
        socket.on('error', () => undefined);
        if (greeting) socket.write(greeting);
        socket.on('data', () => socket.write('500 internal service: command not understood\r\n'));
      });
    const servers = [
      serve(null),
      serve('SSH-2.0-OpenSSH_9.6 secret-internal-banner\r\n'),
      serve('220 internal SMTP ready\r\n'),
    ];
    const ports = await Promise.all(
      servers.map(
        (server) =>
          new Promise<number>((resolve) =>
            server.listen(0, '127.0.0.1', () => {
              const address = server.address();
              resolve(typeof address === 'object' && address ? address.port : 0);
            }),
          ),
      ),
    );
    try {
      for (const security of ['none', 'starttls', 'tls'] as const) {
        const reasons = await Promise.all(
          [closed, ...ports].map(async (port) => {
            const check = await verifyImapLogin(login({ port, security }), { timeoutMs: 500 });
            return check.ok ? 'ok' : check.reason.replace(`:${port};`, ':PORT;');
          }),
        );
        expect(reasons).toEqual(
          new Array(4).fill(
            'Could not connect to an IMAP server at 127.0.0.1:PORT; check the host name, the port and the security setting (port 993 uses TLS, 143 uses STARTTLS).',
          ),
        );
      }
    } finally {
      for (const socket of sockets) socket.destroy();
      await Promise.all(
        servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
      );
    }
  });

  it('explains a security setting that does not match the server', async () => {
    const advice = 'check the security setting (port 993 uses TLS, 143 uses STARTTLS).';
    const at = `127.0.0.1:${dovecot.port}`;
    expect(await verifyImapLogin(login({ security: 'starttls' }), { timeoutMs: 3000 })).toEqual({
      ok: false,
      reason: `The TLS connection to the IMAP server at ${at} failed (the server did not start TLS); ${advice}`,
    });
  });

  it('connects to the checked address, not to the name', async () => {
    const check = await verifyImapLogin(
      login({ host: 'imap.hirelane.invalid', address: dovecot.host }),
      { timeoutMs: 5000 },
    );
    expect(check).toMatchObject({ ok: true });
  });
});

describe('fetchNewMail against a real Dovecot', () => {
  it('reads and classifies new mail, advances the cursor and then finds nothing new', async () => {
    const start = await verifyImapLogin(login(), { timeoutMs: 5000 });
    if (!start.ok) throw new Error(start.reason);
    for (const raw of [REPLY, OUT_OF_OFFICE, DSN, PLAIN_BOUNCE]) {
      await dovecot.appendMessage(USER, raw);
    }
    await dovecot.appendMessage('other@hirelane.test', REPLY);

    const first = await fetchNewMail(
      login(),
      { uidValidity: start.uidValidity, lastUid: start.uidNext - 1 },
      { timeoutMs: 5000 },
    );
    expect(first.uidValidity).toBe(start.uidValidity);
    expect(first.lastUid).toBe(start.uidNext + 3);
    expect(first.messages.map((message) => message.uid)).toEqual([
      start.uidNext,
      start.uidNext + 1,
      start.uidNext + 2,
      start.uidNext + 3,
    ]);
    const [reply, outOfOffice, dsn, plainBounce] = first.messages;

    expect(reply).toMatchObject({
      messageId: '<reply-1@example.com>',
      inReplyTo: '<first@hirelane.test>',
      references: ['<first@hirelane.test>'],
      subject: 'Re: Senior backend engineer at Acme',
      from: 'jane.doe@example.com',
      to: ['recruiter@hirelane.test'],
      date: new Date('2026-03-10T09:30:00Z'),
      html: null,
      classification: { kind: 'reply' },
    });
    expect(reply?.text).toContain('Yes, I am interested.');

    expect(outOfOffice).toMatchObject({
      messageId: '<oof-1@example.de>',
      inReplyTo: '<first@hirelane.test>',
      references: [],
      from: 'max@example.de',
      classification: { kind: 'auto_reply', signal: 'auto-submitted: auto-replied' },
    });
    expect(outOfOffice?.html).toContain('nicht im Büro');
    expect(outOfOffice?.text).toContain('nicht im Büro');

    expect(dsn).toMatchObject({
      messageId: '<bounce-1@mx.example.com>',
      from: 'mailer-daemon@mx.example.com',
      classification: {
        kind: 'bounce',
        recipient: 'gone@example.com',
        status: '5.1.1',
        originalMessageId: '<first@hirelane.test>',
        permanent: true,
      },
    });
    expect(dsn?.text).toContain('I could not deliver your message');

    expect(plainBounce?.classification).toEqual({
      kind: 'bounce',
      recipient: null,
      status: null,
      originalMessageId: '<second@hirelane.test>',
      permanent: true,
    });

    const second = await fetchNewMail(login(), first, { timeoutMs: 5000 });
    expect(second).toEqual({
      uidValidity: first.uidValidity,
      lastUid: first.lastUid,
      messages: [],
    });
  });

  it('honours the limit, oldest first, and leaves the messages unread', async () => {
    const pager = login({ username: 'pager@hirelane.test', password: 'pager-secret' });
    for (const raw of [REPLY, OUT_OF_OFFICE, DSN]) {
      await dovecot.appendMessage('pager@hirelane.test', raw);
    }
    const from = { uidValidity: null, lastUid: 0 };
    const page1 = await fetchNewMail(pager, from, { limit: 2, timeoutMs: 5000 });
    const page2 = await fetchNewMail(pager, page1, { limit: 2, timeoutMs: 5000 });
    expect(page1.messages.map((message) => message.uid)).toEqual([1, 2]);
    expect(page1.lastUid).toBe(2);
    expect(page2.messages.map((message) => message.uid)).toEqual([3]);
    expect(page2.lastUid).toBe(3);

    const client = createImapClient(pager, 5000);
    await client.connect();
    try {
      await client.mailboxOpen('INBOX', { readOnly: true });
      const flags: string[][] = [];
      for await (const message of client.fetch('1:*', { flags: true })) {
        flags.push([...(message.flags ?? [])].filter((flag) => flag !== '\\Recent'));
      }
      expect(flags).toEqual([[], [], []]);
    } finally {
      await closeImapClient(client);
    }
  });

  it('starts from the newest message when the UID validity changed', async () => {
    const start = await verifyImapLogin(login(), { timeoutMs: 5000 });
    if (!start.ok) throw new Error(start.reason);
    const result = await fetchNewMail(
      login(),
      { uidValidity: start.uidValidity + 1, lastUid: 1 },
      { timeoutMs: 5000 },
    );
    expect(result).toEqual({
      uidValidity: start.uidValidity,
      lastUid: start.uidNext - 1,
      messages: [],
    });
  });

  it('throws a sentence for people when the login is refused', async () => {
    await expect(
      fetchNewMail(login({ password: 'nope-nope' }), { uidValidity: null, lastUid: 0 }),
    ).rejects.toThrow('The IMAP server refused the user name or password.');
  });
});
