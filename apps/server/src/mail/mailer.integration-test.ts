import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { createDevOutboxMailer, createSmtpMailer } from './mailer';
import { signInMail } from './templates';

const received: Array<{ from: string; to: string[]; mail: ParsedMail }> = [];
let smtp: SMTPServer;
let smtpPort: number;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            mail,
          });
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('SMTP mailer', () => {
  it('delivers product mail over SMTP with text and HTML parts', async () => {
    const mailer = createSmtpMailer(
      `smtp://127.0.0.1:${smtpPort}`,
      'Hirelane <no-reply@hirelane.test>',
    );
    expect(mailer.describe()).toBe(`SMTP 127.0.0.1:${smtpPort}`);
    const content = signInMail('http://localhost:3000/login/verify?token=abc');
    await mailer.send({ to: 'ana@example.com', ...content });
    mailer.close();
    const delivered = received.at(-1);
    expect(delivered?.from).toBe('no-reply@hirelane.test');
    expect(delivered?.to).toEqual(['ana@example.com']);
    expect(delivered?.mail.subject).toBe('Your Hirelane sign-in link');
    expect(delivered?.mail.text).toContain('http://localhost:3000/login/verify?token=abc');
    expect(delivered?.mail.html).toContain('href="http://localhost:3000/login/verify?token=abc"');
  });

  it('fails loudly when the SMTP server cannot be reached', async () => {
    const mailer = createSmtpMailer('smtp://127.0.0.1:1', 'Hirelane <no-reply@hirelane.test>');
    await expect(
      mailer.send({ to: 'ana@example.com', subject: 's', text: 't', html: '<p>t</p>' }),
    ).rejects.toThrow();
    mailer.close();
  });
});

describe('dev outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps mail newest first and shows links as clickable', async () => {
    const outbox = createDevOutboxMailer(t.app.db, t.config.appUrl);
    await outbox.send({
      to: 'first@example.com',
      ...signInMail('http://localhost:3000/login/verify?token=first'),
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await outbox.send({
      to: 'second@example.com',
      ...signInMail('http://localhost:3000/login/verify?token=second'),
    });
    const json = await call(t, 'GET', '/dev/outbox.json');
    const mails = json.json().data as Array<{ to: string }>;
    expect(mails.map((mail) => mail.to)).toEqual(['second@example.com', 'first@example.com']);
    const page = await call(t, 'GET', '/dev/outbox');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body.indexOf('second@example.com')).toBeLessThan(
      page.body.indexOf('first@example.com'),
    );
    expect(page.body).toContain('<a href="http://localhost:3000/login/verify?token=second">');
  });

  it('answers only clients on this machine: any other peer gets 404, whatever it claims', async () => {
    for (const url of ['/dev/outbox', '/dev/outbox.json']) {
      for (const ip of ['::1', '::ffff:127.0.0.1'])
        expect((await call(t, 'GET', url, { ip })).statusCode, `${url} from ${ip}`).toBe(200);
      const remote = await call(t, 'GET', url, {
        ip: '192.168.1.20',
        headers: { 'x-forwarded-for': '127.0.0.1', host: 'localhost:3000' },
      });
      expect(remote.statusCode, url).toBe(404);
      expect(remote.body).not.toContain('token=');
    }
  });
});
