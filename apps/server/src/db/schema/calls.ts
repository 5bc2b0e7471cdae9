import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { campaignEnrollment } from './campaigns';
import { candidate } from './candidates';
import { tenantColumns } from './tenant-columns';

/**
 * One attempt of an AI phone call of a call step (decision 047): planned by the engine, placed
 * with the voice provider when due (credits held), closed by the provider's end-of-call report.
 * status: scheduled → placing → in_progress → ended | failed | cancelled.
 * outcome (when ended): answered | no_answer | busy | voicemail | failed.
 */
export const aiCall = pgTable(
  'ai_call',
  {
    ...tenantColumns(),
    enrollmentId: uuid('enrollment_id').references(() => campaignEnrollment.id, {
      onDelete: 'set null',
    }),
    stepId: uuid('step_id').notNull(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidate.id, { onDelete: 'cascade' }),
    toNumber: text('to_number').notNull(),
    status: text('status').notNull().default('scheduled'),
    outcome: text('outcome'),
    attempt: integer('attempt').notNull().default(1),
    providerCallId: text('provider_call_id'),
    /** When a worker claimed the call to dial it; a stale claim is taken back (decision 047). */
    placingSince: timestamp('placing_since', { withTimezone: true }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
    endedReason: text('ended_reason'),
    transcript: text('transcript'),
    recordingUrl: text('recording_url'),
    summary: text('summary'),
    /** interested | not_interested | unclear, read from the transcript. */
    interest: text('interest'),
    /** The credit hold of the expected minutes (a ledger entry id). */
    creditHoldId: uuid('credit_hold_id'),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ai_call_provider_uq').on(table.providerCallId),
    uniqueIndex('ai_call_attempt_uq').on(table.enrollmentId, table.stepId, table.attempt),
    index('ai_call_due_idx')
      .on(table.scheduledAt)
      .where(sql`status = 'scheduled'`),
    index('ai_call_placing_idx')
      .on(table.placingSince)
      .where(sql`status = 'placing'`),
    index('ai_call_candidate_idx').on(table.workspaceId, table.candidateId),
  ],
);
