import { desc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { devOutbox } from '../db/schema/platform';
import type { OutgoingMail } from './mailer';

/** Keeps a product mail for /dev/outbox (outside production, without SMTP_URL). */
export const insertDevOutboxMail = async (db: Database, mail: OutgoingMail): Promise<void> => {
  await db
    .insert(devOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
};

/** The newest mails of the dev outbox, newest first. */
export const listDevOutboxMail = (db: Database, limit = 50) =>
  db.select().from(devOutbox).orderBy(desc(devOutbox.createdAt)).limit(limit);
