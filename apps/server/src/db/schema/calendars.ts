import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { timestamps } from './columns';
import { tenantColumns } from './tenant-columns';

/**
 * A teammate's connected calendar (issue 22, decision 049): read for free/busy, and the one
 * where booked interviews are written. CalDAV today: the server URL, the user name and the
 * password sealed by integrations/crypto (never returned, never logged).
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
    /** Where booked interviews are stored. */
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
