import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { mailbox } from './accounts';
import { campaignDelivery, campaignEnrollment } from './campaigns';
import { candidate } from './candidates';
import { inboxThread } from './inbox';
import { tenantColumns } from './tenant-columns';

/**
 * An e-mail of a candidate's thread: the ones the engine sent (outbound, kind sent) and the ones
 * read back from the mailbox over IMAP (inbound: reply, auto_reply or bounce).
 */
export const emailMessage = pgTable(
  'email_message',
  {
    ...tenantColumns(),
    candidateId: uuid('candidate_id').references(() => candidate.id, { onDelete: 'cascade' }),
    enrollmentId: uuid('enrollment_id').references(() => campaignEnrollment.id, {
      onDelete: 'set null',
    }),
    deliveryId: uuid('delivery_id').references(() => campaignDelivery.id, { onDelete: 'set null' }),
    mailboxId: uuid('mailbox_id').references(() => mailbox.id, { onDelete: 'set null' }),
    direction: text('direction').notNull(),
    kind: text('kind').notNull(),
    messageId: text('message_id').notNull(),
    inReplyTo: text('in_reply_to'),
    subject: text('subject').notNull().default(''),
    fromEmail: text('from_email').notNull().default(''),
    toEmail: text('to_email').notNull().default(''),
    textBody: text('text_body').notNull().default(''),
    htmlBody: text('html_body'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the inbox trigger on insert (decision 041). */
    threadId: uuid('thread_id').references(() => inboxThread.id, { onDelete: 'set null' }),
    /** An inbound reply's label (inbox feature): interested, question…; null = not classified yet. */
    label: text('label'),
    /** Who set the label: rules, ai or user. */
    labelBy: text('label_by'),
  },
  (table) => [
    index('email_message_thread_idx').on(table.threadId, table.at, table.id),
    uniqueIndex('email_message_uq').on(table.workspaceId, table.messageId, table.direction),
    index('email_message_candidate_idx').on(table.candidateId, table.at),
    // The activity feed's replies, newest first.
    index('email_message_reply_feed_idx')
      .on(table.workspaceId, table.at, table.id)
      .where(sql`direction = 'inbound' and kind = 'reply'`),
  ],
);

/** An open (pixel) or a click (redirect link) of a tracked e-mail. */
export const emailTrackingEvent = pgTable(
  'email_tracking_event',
  {
    ...tenantColumns(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => campaignDelivery.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    url: text('url'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_tracking_event_delivery_idx').on(table.deliveryId)],
);
