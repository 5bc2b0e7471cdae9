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
