import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { linkedinAccount } from './accounts';
import { campaignEnrollment } from './campaigns';
import { candidate } from './candidates';
import { inboxThread } from './inbox';
import { tenantColumns } from './tenant-columns';

/**
 * One LinkedIn step of one enrolment (decision 045): planned exactly once per (enrolment, step),
 * performed by the browser extension of the campaign's LinkedIn account (claimed with a lease) or,
 * in manual mode, by the member from Activity's "Needs you". A reply written in the team inbox
 * is a message action without enrolment or step, tied to its inbox thread instead.
 * status: scheduled → claimed (lease running) → done | failed; manual = a task for the member.
 */
export const linkedinAction = pgTable(
  'linkedin_action',
  {
    ...tenantColumns(),
    enrollmentId: uuid('enrollment_id').references(() => campaignEnrollment.id, {
      onDelete: 'cascade',
    }),
    stepId: uuid('step_id'),
    /** An inbox reply's thread: its message is filed there once sent. */
    threadId: uuid('thread_id').references(() => inboxThread.id, { onDelete: 'cascade' }),
    stepType: text('step_type').notNull(),
    accountId: uuid('account_id').references(() => linkedinAccount.id, { onDelete: 'set null' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidate.id, { onDelete: 'cascade' }),
    profileUrl: text('profile_url').notNull(),
    /** The invitation note or the message, filled for the candidate when planned. */
    text: text('text'),
    requiresConnection: boolean('requires_connection').notNull().default(false),
    status: text('status').notNull().default('scheduled'),
    /** A task for the member (automation off) instead of a job for the extension. */
    mode: text('mode').notNull().default('automatic'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    leaseToken: uuid('lease_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** When the claim handed it out: counts against the account's limits from then on. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    outcome: text('outcome'),
    detail: text('detail'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('linkedin_action_uq').on(table.enrollmentId, table.stepId),
    index('linkedin_action_due_idx')
      .on(table.accountId, table.scheduledAt)
      .where(sql`status in ('scheduled', 'claimed') and mode = 'automatic'`),
    index('linkedin_action_task_idx')
      .on(table.workspaceId, table.scheduledAt)
      .where(sql`status = 'scheduled' and mode = 'manual'`),
    index('linkedin_action_count_idx').on(table.accountId, table.claimedAt),
    index('linkedin_action_candidate_idx').on(table.candidateId),
  ],
);

/**
 * A LinkedIn message of a candidate's conversation: inbound ones the extension read in LinkedIn
 * messaging, outbound ones the extension sent for a message step. Joins the inbox thread by its
 * trigger (decision 041), with the channel name linkedin.
 */
export const linkedinMessage = pgTable(
  'linkedin_message',
  {
    ...tenantColumns(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidate.id, { onDelete: 'cascade' }),
    enrollmentId: uuid('enrollment_id').references(() => campaignEnrollment.id, {
      onDelete: 'set null',
    }),
    accountId: uuid('account_id').references(() => linkedinAccount.id, { onDelete: 'set null' }),
    actionId: uuid('action_id').references(() => linkedinAction.id, { onDelete: 'set null' }),
    direction: text('direction').notNull(),
    textBody: text('text_body').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Set by the inbox trigger on insert (decision 041). */
    threadId: uuid('thread_id').references(() => inboxThread.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('linkedin_message_uq').on(
      table.workspaceId,
      table.candidateId,
      table.direction,
      table.at,
      sql`md5(${table.textBody})`,
    ),
    index('linkedin_message_thread_idx').on(table.threadId, table.at),
  ],
);
