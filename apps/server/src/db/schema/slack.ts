import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAtColumn, timestamps } from './columns';
import { project } from './projects';
import { tenantColumns, workspaceIdColumn } from './tenant-columns';

/**
 * A Slack workspace connected by OAuth v2 (decision 050): the workspace's own connection (scope
 * `workspace`, by an owner or admin: project channels) or a member's personal one (scope
 * `personal`: direct messages to them). The bot token is sealed with ENCRYPTION_KEY.
 */
export const slackConnection = pgTable(
  'slack_connection',
  {
    ...tenantColumns(),
    scope: text('scope').$type<'workspace' | 'personal'>().notNull(),
    /** Who connected it; for a personal connection, who receives the direct messages. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    teamId: text('team_id').notNull(),
    teamName: text('team_name').notNull(),
    botTokenSealed: text('bot_token_sealed').notNull(),
    /** The Slack user who authorised the app: the destination of direct messages. */
    authedUserId: text('authed_user_id').notNull(),
    status: text('status').$type<'valid' | 'invalid'>().notNull().default('valid'),
    invalidReason: text('invalid_reason'),
    dmEnabled: boolean('dm_enabled').notNull().default(true),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('slack_connection_workspace_uq')
      .on(table.workspaceId)
      .where(sql`scope = 'workspace'`),
    uniqueIndex('slack_connection_personal_uq')
      .on(table.workspaceId, table.userId)
      .where(sql`scope = 'personal'`),
  ],
);

/** The notification kinds a workspace turned off (all are on by default). */
export const slackNotificationSetting = pgTable('slack_notification_setting', {
  workspaceId: workspaceIdColumn().primaryKey(),
  disabledKinds: text('disabled_kinds')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The Slack channel a project's notifications go to. */
export const slackProjectChannel = pgTable(
  'slack_project_channel',
  {
    workspaceId: workspaceIdColumn(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    channelId: text('channel_id').notNull(),
    channelName: text('channel_name').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.projectId] })],
);

/**
 * One Slack message per (workspace, kind, event, destination): written once by the catch-up scan
 * (`on conflict do nothing`), sent by the job. The text is cleared once it is sent.
 */
export const slackOutbox = pgTable(
  'slack_outbox',
  {
    ...tenantColumns(),
    kind: text('kind').notNull(),
    eventId: text('event_id').notNull(),
    /** A channel id, or `dm:<slack user id>`. */
    destination: text('destination').notNull(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => slackConnection.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    blocks: jsonb('blocks').$type<unknown[]>(),
    status: text('status')
      .$type<'pending' | 'sent' | 'failed' | 'skipped'>()
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAtColumn(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('slack_outbox_event_uq').on(
      table.workspaceId,
      table.kind,
      table.eventId,
      table.destination,
    ),
    index('slack_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`status = 'pending'`),
  ],
);
