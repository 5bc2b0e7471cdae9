import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LinkedinLimits } from '@hirelane/domain/linkedin/linkedin-limits';
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
    headline: text('headline'),
    /** A problem the extension reported (signed out, restricted, checkpoint); banner 3. */
    errorMessage: text('error_message'),
    /** The last state the extension reported: ok, logged_out, restricted, checkpoint, warning. */
    healthState: text('health_state').notNull().default('ok'),
    healthReportedAt: timestamp('health_reported_at', { withTimezone: true }),
    /** Off = manual mode: LinkedIn steps become tasks in Activity's "Needs you". */
    automationEnabled: boolean('automation_enabled').notNull().default(true),
    /** The member's own limits (never above the defaults, decision 045); null = the defaults. */
    limits: jsonb('limits').$type<Partial<LinkedinLimits>>(),
    /** Set after LinkedIn showed a warning: nothing is handed out before it. */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    /** The next action of this account is not before it (random gaps of 1-4 minutes). */
    nextActionAt: timestamp('next_action_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [uniqueIndex('linkedin_account_member_uq').on(table.workspaceId, table.userId)],
);

/**
 * The LinkedIn member the extension last saw signed in, per app member and workspace: what
 * /app/connect-linkedin shows before the member confirms it as their account.
 */
export const linkedinIdentityReport = pgTable(
  'linkedin_identity_report',
  {
    ...tenantColumns(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    profileUrl: text('profile_url').notNull(),
    headline: text('headline'),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('linkedin_identity_report_uq').on(table.workspaceId, table.userId)],
);
