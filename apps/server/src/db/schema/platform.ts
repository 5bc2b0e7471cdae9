import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';

export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    actorUserId: text('actor_user_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    /** Why the admin acted, as typed on the admin page ('' for CLI and API calls without one). */
    reason: text('reason').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAtColumn(),
  },
  (table) => [index('audit_log_created_idx').on(table.createdAt)],
);

/** Product mail kept for reading at /dev/outbox when no SMTP_URL is configured (never in production). */
export const devOutbox = pgTable('dev_outbox', {
  id: idColumn(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: createdAtColumn(),
});

/**
 * One row per use of a public free tool (decision 029), counted per IP to rate-limit it; rows
 * older than a day are deleted as new ones come. Nothing of the request itself is kept.
 */
export const publicToolRequest = pgTable(
  'public_tool_request',
  {
    id: idColumn(),
    tool: text('tool').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('public_tool_request_ip_idx').on(table.tool, table.ip, table.createdAt)],
);
