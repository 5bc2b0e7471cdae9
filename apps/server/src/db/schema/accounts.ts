import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { timestamps } from './columns';
import { tenantColumns } from './tenant-columns';

/**
 * A sender mailbox of a workspace: how it connects (SMTP to send, IMAP to read replies) and its
 * password, encrypted with ENCRYPTION_KEY (AES-256-GCM). Campaigns pick their sender among the
 * verified, enabled ones.
 */
export const mailbox = pgTable(
  'mailbox',
  {
    ...tenantColumns(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    displayName: text('display_name'),
    provider: text('provider').notNull(),
    /** verified, or invalid with invalid_reason (a login that later failed). */
    status: text('status').notNull().default('verified'),
    invalidReason: text('invalid_reason'),
    enabled: boolean('enabled').notNull().default(true),
    dailyLimit: integer('daily_limit').notNull().default(50),
    signature: text('signature').notNull().default(''),
    smtpHost: text('smtp_host'),
    smtpPort: integer('smtp_port'),
    /** tls (implicit, 465), starttls (587) or none (plain, local servers only). */
    smtpSecurity: text('smtp_security'),
    imapHost: text('imap_host'),
    imapPort: integer('imap_port'),
    imapSecurity: text('imap_security'),
    username: text('username'),
    /** The password, sealed by integrations/crypto (never returned, never logged). */
    secret: text('secret'),
    /** Set when the bounce rate passed the threshold: the mailbox sends nothing until re-enabled. */
    pausedReason: text('paused_reason'),
    /** When the current problem (invalid or paused) began; null while the mailbox is fine. */
    problemAt: timestamp('problem_at', { withTimezone: true }),
    /** The scheduler's cursor: the next send of this mailbox is not before it (gap + jitter). */
    nextSlotAt: timestamp('next_slot_at', { withTimezone: true }),
    imapUidValidity: bigint('imap_uid_validity', { mode: 'number' }),
    imapLastUid: bigint('imap_last_uid', { mode: 'number' }).notNull().default(0),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('mailbox_workspace_email_uq').on(table.workspaceId, sql`lower(${table.email})`),
  ],
);

/** A member's LinkedIn account in a workspace, reported by the browser extension. */
export const linkedinAccount = pgTable(
  'linkedin_account',
  {
    ...tenantColumns(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    profileUrl: text('profile_url').notNull(),
    errorMessage: text('error_message'),
    ...timestamps(),
  },
  (table) => [uniqueIndex('linkedin_account_member_uq').on(table.workspaceId, table.userId)],
);
