import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { insertDevOutboxMail } from './dev-outbox-store';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A calendar invitation (RFC 5546), sent as text/calendar so mail clients offer to add it. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; content: string };
};

export type Mailer = {
  /** Where product mail goes, in words, for the start-up banner. */
  describe: () => string;
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
};

export const createSmtpMailer = (smtpUrl: string, from: string): Mailer => {
  const transport = nodemailer.createTransport(smtpUrl);
  const target = new URL(smtpUrl);
  return {
    describe: () =>
      `SMTP ${target.hostname}:${target.port || (target.protocol === 'smtps:' ? 465 : 587)}`,
    send: async (mail) => {
      const { icalEvent, ...rest } = mail;
      await transport.sendMail({
        from,
        ...rest,
        ...(icalEvent
          ? {
              icalEvent: {
                method: icalEvent.method,
                filename: 'invite.ics',
                content: icalEvent.content,
              },
            }
          : {}),
      });
    },
    close: () => transport.close(),
  };
};

/** Keeps mail in the database for /dev/outbox; used only outside production without SMTP_URL. */
export const createDevOutboxMailer = (db: Database, appUrl: string): Mailer => ({
  describe: () => `the dev outbox at ${appUrl}/dev/outbox`,
  send: async (mail) => {
    await insertDevOutboxMail(db, mail);
  },
  close: () => undefined,
});
