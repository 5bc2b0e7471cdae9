import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { simpleParser, type AddressObject } from 'mailparser';

/**
 * The mailbox the outreach tests connect as a sender. The global setup gives this login to an
 * SMTP server that requires AUTH and to Dovecot (IMAP), both on 127.0.0.1.
 */
export const OUTREACH_MAILBOX = 'recruiter@outreach.e2e.test';

export type OutreachServers = {
  email: string;
  /** The login of both servers: the user name is the address. */
  password: string;
  host: '127.0.0.1';
  smtpPort: number;
  imapPort: number;
};

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts.`);
  return value;
};

/** Where the global setup started the connected mailbox's servers. */
export const outreachServers = (): OutreachServers => ({
  email: OUTREACH_MAILBOX,
  password: required('E2E_OUTREACH_PASSWORD'),
  host: '127.0.0.1',
  smtpPort: Number(required('E2E_OUTREACH_SMTP_PORT')),
  imapPort: Number(required('E2E_OUTREACH_IMAP_PORT')),
});

export type SentMail = {
  messageId: string;
  subject: string;
  text: string;
  /** The HTML part ('' when the message has none). */
  html: string;
  to: string[];
  /** The message as the SMTP server received it. */
  raw: string;
};

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((group) => group.value)
    .map((entry) => (entry.address ?? '').toLowerCase());

const parsed = new Map<string, Promise<SentMail>>();

/** Every message the connected mailbox's SMTP server accepted so far, oldest first. */
const readSent = async (): Promise<SentMail[]> => {
  const dir = required('E2E_OUTREACH_MAIL_DIR');
  const files = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    files.map((name) => {
      let mail = parsed.get(name);
      if (!mail) {
        mail = readFile(path.join(dir, name), 'utf8').then(async (raw) => {
          const message = await simpleParser(raw);
          return {
            messageId: message.messageId ?? '',
            subject: message.subject ?? '',
            text: message.text ?? '',
            html: typeof message.html === 'string' ? message.html : '',
            to: addressesOf(message.to),
            raw,
          };
        });
        parsed.set(name, mail);
      }
      return mail;
    }),
  );
};

/** The messages sent to `to` through the connected mailbox's SMTP server, oldest first. */
export const sentMailsTo = async (to: string): Promise<SentMail[]> =>
  (await readSent()).filter((mail) => mail.to.includes(to.toLowerCase()));

/**
 * Delivers a message to the connected mailbox's INBOX with a real IMAP APPEND, as a mail server
 * would deliver a candidate's answer.
 */
export const appendToInbox = async (raw: string): Promise<void> => {
  const servers = outreachServers();
  const client = new ImapFlow({
    host: servers.host,
    port: servers.imapPort,
    secure: false,
    doSTARTTLS: false,
    auth: { user: servers.email, pass: servers.password },
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
};

/** A candidate's plain-text answer to a sent e-mail, threaded under it as mail clients do. */
export const replyTo = (
  sent: SentMail,
  reply: { from: string; messageId: string; text: string },
): string =>
  [
    `From: ${reply.from}`,
    `To: ${OUTREACH_MAILBOX}`,
    `Subject: Re: ${sent.subject}`,
    `Message-ID: ${reply.messageId}`,
    `In-Reply-To: ${sent.messageId}`,
    `References: ${sent.messageId}`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    reply.text,
    '',
  ].join('\r\n');
