import { sql } from 'drizzle-orm';
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
import {
  DEFAULT_DAILY_LIMIT,
  DEFAULT_SENDING_SCHEDULE,
  type SendingSchedule,
} from '@hirelane/domain/campaigns/sending-schedule.schema';
import { user } from './auth';
import { candidate } from './candidates';
import { project } from './projects';
import { createdAtColumn, timestamps } from './columns';
import { tenantColumns } from './tenant-columns';

/** A project's linked campaign (SPEC 1). Steps and sending come with the campaign issues. */
export const campaign = pgTable(
  'campaign',
  {
    ...tenantColumns(),
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
    schedule: jsonb('schedule')
      .$type<SendingSchedule>()
      .notNull()
      .default(DEFAULT_SENDING_SCHEDULE),
    dailyLimit: integer('daily_limit').notNull().default(DEFAULT_DAILY_LIMIT),
    launchedAt: timestamp('launched_at', { withTimezone: true }),
    /** Bumped by every change to the steps; a pinned sequence version records the head it copied. */
    headVersion: integer('head_version').notNull().default(1),
    /** Open tracking (a pixel) and click tracking (redirect links): off unless asked for. */
    trackOpens: boolean('track_opens').notNull().default(false),
    trackClicks: boolean('track_clicks').notNull().default(false),
    ...timestamps(),
  },
  (table) => [index('campaign_project_idx').on(table.projectId)],
);

/**
 * One step of a campaign's editable sequence (the head), in order. Enrolled candidates run a
 * frozen copy (campaign_sequence_version), so editing the head never changes their sequence.
 */
export const campaignStep = pgTable(
  'campaign_step',
  {
    ...tenantColumns(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaign.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (table) => [index('campaign_step_campaign_idx').on(table.campaignId, table.position)],
);

/**
 * Every launch and pause of a campaign (the activity feed's "campaign launched / paused"):
 * written in the transaction of PUT /api/campaign/activate when the status really changes.
 */
export const campaignStatusChange = pgTable(
  'campaign_status_change',
  {
    ...tenantColumns(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaign.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    running: boolean('running').notNull(),
    changedByUserId: text('changed_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('campaign_status_change_feed_idx').on(table.workspaceId, table.changedAt, table.id),
  ],
);

/** A frozen copy of a campaign's steps, made when a candidate starts the sequence. */
export const campaignSequenceVersion = pgTable(
  'campaign_sequence_version',
  {
    ...tenantColumns(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaign.id, { onDelete: 'cascade' }),
    /** The campaign's head_version this copy was taken from. */
    version: integer('version').notNull(),
    steps: jsonb('steps')
      .$type<
        Array<{ step_id: string; order: number; type: string; config: Record<string, unknown> }>
      >()
      .notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('campaign_sequence_version_uq').on(table.campaignId, table.version)],
);

/** A candidate in a campaign. The sequence version is pinned when the candidate starts. */
export const campaignEnrollment = pgTable(
  'campaign_enrollment',
  {
    ...tenantColumns(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaign.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidate.id, { onDelete: 'cascade' }),
    sequenceVersionId: uuid('sequence_version_id').references(() => campaignSequenceVersion.id),
    /** waiting (campaign not started for them), active, stopped, completed. */
    status: text('status').notNull().default('waiting'),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** Index into the pinned version's steps of the next step to run. */
    stepIndex: integer('step_index').notNull().default(0),
    /** When the next step may run (after its delay); null = as soon as it is started. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    /** Why the next message is held (a variable without a value, no sender…); null = not held. */
    heldReason: text('held_reason'),
    /** replied, bounced, unsubscribed, do_not_contact, removed. */
    stopReason: text('stop_reason'),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The mailbox that sent the first e-mail: follow-ups leave from it to stay in the thread. */
    mailboxId: uuid('mailbox_id'),
    /** Message-ID and subject of the thread's first e-mail (In-Reply-To, References, Re:). */
    threadMessageId: text('thread_message_id'),
    threadSubject: text('thread_subject'),
    lastMessageId: text('last_message_id'),
  },
  (table) => [
    uniqueIndex('campaign_enrollment_uq').on(table.campaignId, table.candidateId),
    index('campaign_enrollment_due_idx')
      .on(table.nextRunAt)
      .where(sql`status = 'active'`),
    index('campaign_enrollment_candidate_idx').on(table.candidateId),
  ],
);

/**
 * One delivery per (enrolment, step): the e-mail engine claims and marks them. A step with a
 * delivery that is sending or sent has run and is locked (SPEC 3 can_update false).
 */
export const campaignDelivery = pgTable(
  'campaign_delivery',
  {
    ...tenantColumns(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => campaignEnrollment.id, { onDelete: 'cascade' }),
    /** The step's id in the sequence version (steps keep their id across versions). */
    stepId: uuid('step_id').notNull(),
    /** scheduled → sending (claimed, lease running) → sent | bounced | failed | skipped. */
    status: text('status').notNull().default('scheduled'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    stepType: text('step_type'),
    mailboxId: uuid('mailbox_id'),
    /** Deterministic per (enrolment, step): a re-send after a crash carries the same id. */
    messageId: text('message_id'),
    toEmail: text('to_email'),
    /** The e-mail as rendered for this candidate when it was scheduled. */
    subject: text('subject'),
    htmlBody: text('html_body'),
    textBody: text('text_body'),
    /** Threading headers of a follow-up: the previous e-mail, and the thread so far. */
    inReplyTo: text('in_reply_to'),
    references: text('references'),
    attempts: integer('attempts').notNull().default(0),
    /** A claim is good until then; a worker that died leaves it to expire and be claimed again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('campaign_delivery_uq').on(table.enrollmentId, table.stepId),
    index('campaign_delivery_step_idx').on(table.stepId),
    index('campaign_delivery_due_idx')
      .on(table.scheduledAt)
      .where(sql`status in ('scheduled', 'sending')`),
    index('campaign_delivery_mailbox_sent_idx').on(table.mailboxId, table.sentAt),
    index('campaign_delivery_message_idx').on(table.messageId),
  ],
);

/** A message saved for reuse across the workspace (Templates page). */
export const messageTemplate = pgTable(
  'message_template',
  {
    ...tenantColumns(),
    channel: text('channel').notNull(),
    name: text('name').notNull(),
    subject: text('subject'),
    header: text('header'),
    body: text('body').notNull(),
    footer: text('footer'),
    actions: jsonb('actions').$type<Array<{ label: string; icon: string }>>().notNull().default([]),
    /**
     * WhatsApp templates synced from the Cloud API account (decision 048): Meta's name and
     * language identify it; only APPROVED ones may be sent. Null for templates written here.
     */
    providerName: text('provider_name'),
    language: text('language'),
    approvalStatus: text('approval_status'),
    category: text('category'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    index('message_template_workspace_idx').on(table.workspaceId, table.channel),
    uniqueIndex('message_template_provider_uq')
      .on(table.workspaceId, table.providerName, table.language)
      .where(sql`provider_name is not null`),
  ],
);

/** One AI step-generation run (SPEC 3 generating flag): running, then ready or failed. */
export const stepGeneration = pgTable(
  'step_generation',
  {
    ...tenantColumns(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaign.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('running'),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    generatedSteps: jsonb('generated_steps').$type<unknown[]>().notNull().default([]),
    provider: jsonb('provider').$type<{ kind: string; label: string }>().notNull(),
    error: text('error'),
    ...timestamps(),
  },
  (table) => [index('step_generation_campaign_idx').on(table.campaignId, table.createdAt)],
);
