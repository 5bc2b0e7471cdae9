import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { project } from './projects';
import { workspace } from './workspaces';

/** A project's linked campaign (SPEC 1). Steps and sending come with the campaign issues. */
export const campaign = pgTable(
  'campaign',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspace.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SPEC 3: true running, false paused. */
    status: boolean('status').notNull().default(false),
    config: jsonb('config')
      .$type<{ from_email: string | null; from_linkedin: string | null }>()
      .notNull()
      .default({ from_email: null, from_linkedin: null }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('campaign_project_idx').on(table.projectId)],
);

/** One step of a campaign, in order. Message contents and versions come with campaign authoring. */
export const campaignStep = pgTable(
  'campaign_step',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspace.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaign.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('campaign_step_campaign_idx').on(table.campaignId, table.position)],
);
