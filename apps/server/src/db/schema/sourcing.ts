import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { user } from './auth';
import { candidate } from './candidates';
import { project } from './projects';
import { createdAtColumn, timestamps } from './columns';
import { tenantColumns } from './tenant-columns';

/**
 * A run of the Ria sourcing agent (issue 17, decision 030): the search it runs, how many people
 * to save, its progress, and the credit hold that pays for the saved ones.
 */
export const sourcingRun = pgTable(
  'sourcing_run',
  {
    ...tenantColumns(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    /** Whether the starter could see every project (decision 027's search scope). */
    seesEveryProject: boolean('sees_every_project').notNull().default(false),
    status: text('status').notNull().default('queued'),
    query: text('query').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    count: integer('count').notNull(),
    /** 'model' or 'built-in rules': who writes the reasons. */
    helper: text('helper').notNull(),
    searched: integer('searched').notNull().default(0),
    ranked: integer('ranked').notNull().default(0),
    saved: integer('saved').notNull().default(0),
    /** The ledger hold of count × price, closed when the run ends. */
    holdId: uuid('hold_id'),
    creditsCharged: integer('credits_charged').notNull().default(0),
    message: text('message'),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [index('sourcing_run_project_idx').on(table.projectId, table.createdAt)],
);

/** A person a run saved to its project, with why ("Why Ria chose them" on the candidate page). */
export const sourcingRunCandidate = pgTable(
  'sourcing_run_candidate',
  {
    ...tenantColumns(),
    runId: uuid('run_id')
      .notNull()
      .references(() => sourcingRun.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidate.id, { onDelete: 'cascade' }),
    score: integer('score'),
    reasons: jsonb('reasons').$type<unknown[]>().notNull().default([]),
    summary: text('summary').notNull(),
    writtenBy: text('written_by').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('sourcing_run_candidate_run_candidate_uq').on(table.runId, table.candidateId),
    index('sourcing_run_candidate_project_candidate_idx').on(table.projectId, table.candidateId),
  ],
);

/**
 * Ria's daily run of a project (issue 17, optional, off by default): each morning at `localTime`
 * in `timeZone`, the saved search adds up to `count` new matches. `nextRunAt` is moved to the
 * next morning when a run is claimed, so a day never runs twice.
 */
export const sourcingSchedule = pgTable(
  'sourcing_schedule',
  {
    ...tenantColumns(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    /** Whose access the runs search with (decision 027's scope); null once they are deleted. */
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    enabled: boolean('enabled').notNull().default(false),
    query: text('query').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    count: integer('count').notNull(),
    localTime: text('local_time').notNull(),
    timeZone: text('time_zone').notNull(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunId: uuid('last_run_id').references(() => sourcingRun.id, { onDelete: 'set null' }),
    lastError: text('last_error'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('sourcing_schedule_project_uq').on(table.projectId),
    index('sourcing_schedule_due_idx')
      .on(table.nextRunAt)
      .where(sql`${table.enabled}`),
  ],
);
