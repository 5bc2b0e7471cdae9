import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SchedulingSettings } from '@hirelane/domain/calendars/scheduling-settings.schema';
import type { SlotRules } from '@hirelane/domain/calendars/scheduling-slots';
import { user } from './auth';
import { candidate } from './candidates';
import { interviewEvaluation } from './interviews';
import { project } from './projects';
import { timestamps } from './columns';
import { tenantColumns } from './tenant-columns';

/**
 * A teammate's connected calendar (issue 22, decision 049): read for free/busy, and the one
 * where booked interviews are written. CalDAV: the server URL, the user name and the password
 * sealed by integrations/crypto; Google and Microsoft: the API address, the address as user name
 * and the OAuth tokens sealed the same way (never returned, never logged).
 */
export const calendarAccount = pgTable(
  'calendar_account',
  {
    ...tenantColumns(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The owner's address: SPEC 3's id and label, and the organizer of booked events. */
    address: text('address').notNull(),
    serverUrl: text('server_url').notNull(),
    username: text('username').notNull(),
    secret: text('secret').notNull(),
    /** Where booked interviews are stored: a calendar URL (CalDAV) or the provider's calendar id. */
    eventCalendarUrl: text('event_calendar_url').notNull(),
    /** Every calendar of the account, each read for busy time. */
    calendars: jsonb('calendars').$type<{ url: string; name: string }[]>().notNull(),
    /** verified, or invalid with invalid_reason (the server later refused the login). */
    status: text('status').notNull().default('verified'),
    invalidReason: text('invalid_reason'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (table) => [
    // Addresses are stored lower-cased (the request schema does it).
    uniqueIndex('calendar_account_owner_address_uq').on(
      table.workspaceId,
      table.userId,
      table.address,
    ),
    index('calendar_account_workspace_idx').on(table.workspaceId, table.status),
  ],
);

/**
 * A scheduling link offered to one candidate of a project (issue 22): the organizers' calendars
 * and the slot rules it was made with. Only the SHA-256 of its token is stored.
 */
export const schedulingLink = pgTable(
  'scheduling_link',
  {
    ...tenantColumns(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidate.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    title: text('title').notNull(),
    videoUrl: text('video_url'),
    /** The organizers' calendar accounts: the slot must be free in every one. */
    calendarAccountIds: uuid('calendar_account_ids').array().notNull(),
    rules: jsonb('rules').$type<SlotRules>().notNull(),
    /** open, booked, or canceled by the recruiter. */
    status: text('status').notNull().default('open'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('scheduling_link_token_uq').on(table.tokenHash),
    index('scheduling_link_candidate_idx').on(table.workspaceId, table.candidateId),
  ],
);

/** An interview booked through a link; at most one booked per link. */
export const interviewBooking = pgTable(
  'interview_booking',
  {
    ...tenantColumns(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => schedulingLink.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidate.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The organizers' calendar accounts, copied so a booking blocks their time for others. */
    calendarAccountIds: uuid('calendar_account_ids').array().notNull(),
    eventUid: text('event_uid').notNull(),
    /**
     * Where the event was written and the provider's id for it (Google and Microsoft choose their
     * own ids; CalDAV's is the UID). Null on bookings made before providers: the UID, the account's
     * event calendar.
     */
    eventCalendarId: text('event_calendar_id'),
    providerEventId: text('provider_event_id'),
    /** RFC 5545 SEQUENCE of the event: a moved interview keeps its UID with a higher one. */
    sequence: integer('sequence').notNull().default(0),
    /** booked, canceled, or moved (replaced by the booking that kept its UID). */
    status: text('status').notNull().default('booked'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('interview_booking_one_per_link_uq')
      .on(table.linkId)
      .where(sql`${table.status} = 'booked'`),
    index('interview_booking_time_idx').on(table.workspaceId, table.startsAt),
  ],
);

/**
 * A project's scheduling settings (the fields of a link request): the links made by the
 * `{{scheduling_link}}` campaign variable and by an approved Charlie verdict use them.
 */
export const projectScheduling = pgTable(
  'project_scheduling',
  {
    ...tenantColumns(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    settings: jsonb('settings').$type<SchedulingSettings>().notNull(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [uniqueIndex('project_scheduling_project_uq').on(table.workspaceId, table.projectId)],
);

/**
 * "Offer an interview slot?" for a strong_hire or hire verdict: one per evaluation, pending until
 * a person approves (the link is made and e-mailed) or dismisses it. The candidate is the
 * evaluation's, so the row follows their merge and erasure through it.
 */
export const schedulingOffer = pgTable(
  'scheduling_offer',
  {
    ...tenantColumns(),
    evaluationId: uuid('evaluation_id')
      .notNull()
      .references(() => interviewEvaluation.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    /** pending, approved or dismissed. */
    status: text('status').notNull().default('pending'),
    linkId: uuid('link_id').references(() => schedulingLink.id, { onDelete: 'set null' }),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('scheduling_offer_evaluation_uq').on(table.evaluationId),
    index('scheduling_offer_pending_idx').on(table.workspaceId, table.status),
  ],
);
