import { bigserial, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
