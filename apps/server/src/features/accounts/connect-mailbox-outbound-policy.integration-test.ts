import net from 'node:net';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { errorsOf, type As } from '../campaigns/campaign.test-kit';
import { projectKit } from '../projects/project.test-kit';

// Private networks are NOT allowed here (the other suites allow them for their local servers).
let t: TestApp;
let owner: As;
let listener: net.Server;
let port: number;
let connections = 0;

beforeAll(async () => {
  t = await createTestApp({ OUTBOUND_ALLOW_PRIVATE: 'false' });
  owner = await projectKit(t, 131).owner('outbound-owner@example.com');
  listener = net.createServer((socket) => {
    connections += 1;
    socket.write('220 internal mail ready\r\n');
    socket.end();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', () => resolve()));
  const address = listener.address();
  port = typeof address === 'object' && address ? address.port : 0;
}, 60_000);
afterAll(async () => {
  await new Promise<void>((resolve) => listener?.close(() => resolve()));
  await t?.close();
});

const connect = (host: string, imapHost = host) =>
  call(t, 'POST', '/api/communication/email/account/connect', {
    ...owner,
    body: {
      provider: 'custom',
      email: 'recruiter@hirelane.test',
      username: 'recruiter@hirelane.test',
      password: 'a-password',
      smtp: { host, port, security: 'starttls' },
      imap: { host: imapHost, port, security: 'starttls' },
    },
  });

const notAllowed = (protocol: 'SMTP' | 'IMAP', host: string) =>
  `The ${protocol} server ${host} cannot be used: its name was not found or it is not a public internet address.`;

describe('connecting a mailbox: the outbound address policy (decision 013)', () => {
  it.each([
    '169.254.169.254',
    'metadata.google.internal',
    '100.100.100.200',
    '[fd00:ec2::254]',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '[fd12::1]',
    '127.0.0.1',
    '2130706433',
    '127.1',
    '0x7f.1',
    '0.0.0.0',
    '[::1]',
    '[::ffff:7f00:1]',
    'localhost',
    hostname(),
  ])('refuses %s with 422 and a generic reason, without connecting', async (host) => {
    const before = connections;
    const started = Date.now();
    const response = await connect(host);
    expect(response.statusCode, response.body).toBe(422);
    expect(errorsOf(response)).toEqual([
      { path: 'smtp', message: `Sending (SMTP) failed: ${notAllowed('SMTP', host)}` },
      { path: 'imap', message: `Reading (IMAP) failed: ${notAllowed('IMAP', host)}` },
    ]);
    expect(connections).toBe(before);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('contacts neither server when only one of them is refused', async () => {
    const before = connections;
    const response = await connect('127.0.0.1', '169.254.169.254');
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response).map((error) => error.path)).toEqual(['smtp', 'imap']);
    expect(connections).toBe(before);
  });

  it('reads a name that does not resolve like a refused address', async () => {
    const response = await connect('mail.hirelane.invalid');
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)[0]?.message).toBe(
      `Sending (SMTP) failed: ${notAllowed('SMTP', 'mail.hirelane.invalid')}`,
    );
  });
});
