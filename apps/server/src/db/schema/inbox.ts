import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { candidate } from './candidates';
import { project } from './projects';
import { tenantColumns, workspaceIdColumn } from './tenant-columns';

/**
 * A conversation with one person about one project, whatever the channel (decision 041). The
 * messages stay in their channel's table (email_message today) and point here by thread_id; a
 * trigger on those tables keeps the summary columns. project_id is null for messages that belong
 * to no project.
 */
export const inboxThread = pgTable(
  'inbox_thread',
  {
    ...tenantColumns(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidate.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => project.id, { onDelete: 'cascade' }),
    /** The teammate (user id) who answers this thread; null = nobody yet. */
    assigneeUserId: text('assignee_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The channels its messages came through (email, linkedin, whatsapp). */
    channels: text('channels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    /** Inbound messages so far; a reader's read_count below it means unread for them. */
    inboundCount: integer('inbound_count').notNull().default(0),
    /** A person's reply came after the last message we sent. */
    needsReply: boolean('needs_reply').notNull().default(false),
  },
  (table) => [
    unique('inbox_thread_uq')
      .on(table.workspaceId, table.candidateId, table.projectId)
      .nullsNotDistinct(),
    index('inbox_thread_list_idx')
      .on(table.workspaceId, table.lastMessageAt, table.id)
      .where(sql`inbound_count > 0`),
    index('inbox_thread_project_idx')
      .on(table.projectId, table.lastMessageAt, table.id)
      .where(sql`inbound_count > 0`),
  ],
);

/** How far a user has read a thread: read_count inbound messages. No row = nothing read. */
export const inboxThreadRead = pgTable(
  'inbox_thread_read',
  {
    workspaceId: workspaceIdColumn(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => inboxThread.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    readCount: integer('read_count').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.threadId, table.userId] })],
);
