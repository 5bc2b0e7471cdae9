import {
  bigserial,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { campaign } from './campaigns';
import { workspaceIdColumn } from './tenant-columns';

/**
 * Which campaign a delivery step belongs to, for the delivery rollup (decision 040): written by
 * the campaign_delivery insert trigger (migration 0030), kept when the step leaves the head
 * sequence, gone with its campaign. A delivery's step id is enough to place it in a project even
 * when its enrolment is already deleted (a cascade), so the rollup keys on the step.
 */
export const reportDeliveryStep = pgTable(
  'report_delivery_step',
  {
    stepId: uuid('step_id').primaryKey(),
    workspaceId: workspaceIdColumn(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaign.id, { onDelete: 'cascade' }),
  },
  (table) => [index('report_delivery_step_campaign_idx').on(table.campaignId)],
);

/**
 * The project report's daily delivery rollup as deltas (decision 040): statement-level triggers
 * on campaign_delivery (migration 0030) append one row per (step, UTC day of sent_at, mailbox,
 * step type) a statement changed, counting deliveries sent or bounced with a sent_at: sent,
 * bounced, opened (opened_at set), clicked (clicked_at set). Reads sum them and fold a project's
 * deltas when they pile up, as project_stage_count does. No person columns: an erased person's
 * deliveries are deleted, and the delete trigger takes them off.
 */
export const reportDeliveryDay = pgTable(
  'report_delivery_day',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceId: workspaceIdColumn(),
    stepId: uuid('step_id')
      .notNull()
      .references(() => reportDeliveryStep.stepId, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    mailboxId: uuid('mailbox_id'),
    stepType: text('step_type'),
    sent: integer('sent').notNull(),
    bounced: integer('bounced').notNull(),
    opened: integer('opened').notNull(),
    clicked: integer('clicked').notNull(),
  },
  (table) => [index('report_delivery_day_step_idx').on(table.stepId, table.day)],
);

/**
 * What each pipeline link adds to the project report (decision 040), kept for the links that have
 * moves so a change can take the link's old share off exactly: one 'enter' row for the add (the
 * stage the person entered in, on the day of added_at), one 'source' row (the source and every
 * stage the person ever held), and per move an 'enter' row (its to-stage) and a 'stay' row (its
 * from-stage and the seconds since the previous move or the add). A link without moves has no
 * rows: its share follows from the link row alone. Written by the triggers of migration 0035 on
 * project_candidate and stage_history; no foreign key to the link (a cascade would skip the trigger): a link's
 * rows go with it through the delete trigger, and with the workspace.
 */
export const reportPipelineFact = pgTable(
  'report_pipeline_fact',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceId: workspaceIdColumn(),
    projectId: uuid('project_id').notNull(),
    linkId: uuid('link_id').notNull(),
    kind: text('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    held: text('held').array(),
    seconds: doublePrecision('seconds'),
  },
  (table) => [index('report_pipeline_fact_link_idx').on(table.linkId)],
);

/**
 * The project report's daily pipeline rollup as deltas (decision 040): the facts above summed per
 * (project, UTC day, kind, key, held, seconds), plus the share of the links without moves. Reads
 * sum the range's days and fold a project's deltas when they pile up. Gone with the project
 * (trigger on project, as project_stage_count) and the workspace; no person columns.
 */
export const reportPipelineDay = pgTable(
  'report_pipeline_day',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceId: workspaceIdColumn(),
    projectId: uuid('project_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    held: text('held').array(),
    seconds: doublePrecision('seconds'),
    n: integer('n').notNull(),
  },
  (table) => [index('report_pipeline_day_project_idx').on(table.projectId, table.day)],
);
