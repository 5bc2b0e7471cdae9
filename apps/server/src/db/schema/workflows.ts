import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WorkflowAction, WorkflowTrigger } from '@hirelane/domain/workflows/workflow.schema';
import { user } from './auth';
import { candidate } from './candidates';
import { createdAtColumn, timestamps } from './columns';
import { project } from './projects';
import { tenantColumns } from './tenant-columns';

/**
 * A project's automation (decision 042): when its trigger happens to a candidate of the project,
 * its action runs. trigger_kind / trigger_values repeat the trigger's kind and what it matches
 * (a stage, verdicts, reply labels), so the writers of those facts match workflows in SQL.
 */
export const workflow = pgTable(
  'workflow',
  {
    ...tenantColumns(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    trigger: jsonb('trigger').$type<WorkflowTrigger>().notNull(),
    action: jsonb('action').$type<WorkflowAction>().notNull(),
    triggerKind: text('trigger_kind').notNull(),
    triggerValues: text('trigger_values').array().notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    index('workflow_trigger_idx')
      .on(table.projectId, table.triggerKind)
      .where(sql`enabled`),
  ],
);

/**
 * One firing of a workflow for one event (a stage history row, a verdict, a label): inserted by
 * the event's own transaction (status queued), unique per (workflow, event), then executed by the
 * workflows.run job. Deleted with the person (erasure) and with the workflow.
 */
export const workflowRun = pgTable(
  'workflow_run',
  {
    ...tenantColumns(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflow.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidate.id, { onDelete: 'cascade' }),
    /** stage:<stage_history id>, verdict:<evaluation or decision id>, label:<message id>:<label>. */
    eventKey: text('event_key').notNull(),
    /** What happened, in words: "Entered In campaign", "Verdict Hire", "Reply labelled Question". */
    event: text('event').notNull(),
    /** How many workflow runs led to this one (0: a person or the product did it). */
    depth: integer('depth').notNull().default(0),
    status: text('status').notNull().default('queued'),
    reason: text('reason'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    unique('workflow_run_event_uq').on(table.workflowId, table.eventKey),
    index('workflow_run_list_idx').on(table.workflowId, table.createdAt, table.id),
    index('workflow_run_candidate_idx').on(table.candidateId),
    index('workflow_run_queued_idx')
      .on(table.createdAt)
      .where(sql`status = 'queued'`),
    index('workflow_run_approval_idx')
      .on(table.workspaceId, table.projectId)
      .where(sql`status = 'pending_approval'`),
  ],
);
