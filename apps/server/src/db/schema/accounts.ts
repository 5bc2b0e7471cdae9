import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { workspace } from './workspaces';

/**
 * A sender mailbox of a workspace. The e-mail engine adds how it connects (provider settings and
 * encrypted credentials); campaigns pick their sender among the verified, enabled ones.
 */
export const mailbox = pgTable(
  'mailbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspace.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    displayName: text('display_name'),
    provider: text('provider').notNull(),
    /** verified, or invalid with invalid_reason (a login that later failed). */
    status: text('status').notNull().default('verified'),
    invalidReason: text('invalid_reason'),
    enabled: boolean('enabled').notNull().default(true),
    dailyLimit: integer('daily_limit').notNull().default(50),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('mailbox_workspace_email_uq').on(table.workspaceId, sql`lower(${table.email})`),
  ],
);

/** A member's LinkedIn account in a workspace, reported by the browser extension. */
export const linkedinAccount = pgTable(
  'linkedin_account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspace.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    profileUrl: text('profile_url').notNull(),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('linkedin_account_member_uq').on(table.workspaceId, table.userId)],
);
