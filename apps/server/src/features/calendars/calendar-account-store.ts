import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { calendarAccount } from '../../db/schema/calendars';
import { workspaceMember } from '../../db/schema/workspaces';

export type CalendarAccountRow = typeof calendarAccount.$inferSelect;
export type CalendarAccountWithOwner = CalendarAccountRow & { ownerName: string };

type Connection = Pick<
  CalendarAccountRow,
  'provider' | 'address' | 'serverUrl' | 'username' | 'secret' | 'eventCalendarUrl' | 'calendars'
>;

/**
 * Connecting the same address again replaces its settings and makes it verified again; the
 * calendar chosen for interviews stays when the account still has it.
 */
export const saveCalendarConnection = async (
  tx: Executor,
  workspaceId: string,
  userId: string,
  connection: Connection,
): Promise<CalendarAccountRow> => {
  const [row] = await tx
    .insert(calendarAccount)
    .values({ workspaceId, userId, ...connection, status: 'verified' })
    .onConflictDoUpdate({
      target: [calendarAccount.workspaceId, calendarAccount.userId, calendarAccount.address],
      set: {
        ...connection,
        eventCalendarUrl: sql`case
          when excluded.calendars @> jsonb_build_array(
            jsonb_build_object('url', ${calendarAccount.eventCalendarUrl}))
          then ${calendarAccount.eventCalendarUrl} else excluded.event_calendar_url end`,
        status: 'verified',
        invalidReason: null,
        checkedAt: sql`now()`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('The calendar account was not saved.');
  return row;
};

const ownerName = sql<string>`coalesce(nullif(trim(${user.firstName} || ' ' || ${user.lastName}), ''), ${user.email})`;

export const listCalendarAccountRows = async (
  db: Executor,
  workspaceId: string,
): Promise<CalendarAccountWithOwner[]> => {
  const rows = await db
    .select({ account: calendarAccount, ownerName })
    .from(calendarAccount)
    .innerJoin(user, eq(user.id, calendarAccount.userId))
    .where(eq(calendarAccount.workspaceId, workspaceId))
    .orderBy(asc(calendarAccount.address));
  return rows.map((row) => ({ ...row.account, ownerName: row.ownerName }));
};

export const findCalendarAccount = async (
  db: Executor,
  workspaceId: string,
  id: string,
): Promise<CalendarAccountWithOwner | undefined> => {
  const [row] = await db
    .select({ account: calendarAccount, ownerName })
    .from(calendarAccount)
    .innerJoin(user, eq(user.id, calendarAccount.userId))
    .where(and(eq(calendarAccount.workspaceId, workspaceId), eq(calendarAccount.id, id)));
  return row ? { ...row.account, ownerName: row.ownerName } : undefined;
};

export const deleteCalendarAccountRow = async (
  db: Executor,
  workspaceId: string,
  id: string,
): Promise<void> => {
  await db
    .delete(calendarAccount)
    .where(and(eq(calendarAccount.workspaceId, workspaceId), eq(calendarAccount.id, id)));
};

/** The server refused the login: the calendar shows as invalid until it is connected again. */
export const markCalendarInvalid = async (
  db: Executor,
  workspaceId: string,
  id: string,
  reason: string,
): Promise<void> => {
  await db
    .update(calendarAccount)
    .set({ status: 'invalid', invalidReason: reason, checkedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(calendarAccount.workspaceId, workspaceId), eq(calendarAccount.id, id)));
};

/** Where booked interviews are written (the caller checked it is one of the account's). */
export const setEventCalendarUrl = async (
  db: Executor,
  workspaceId: string,
  id: string,
  eventCalendarUrl: string,
): Promise<void> => {
  await db
    .update(calendarAccount)
    .set({ eventCalendarUrl, updatedAt: sql`now()` })
    .where(and(eq(calendarAccount.workspaceId, workspaceId), eq(calendarAccount.id, id)));
};

/** The OAuth callback names its workspace in the state only: the person must still belong to it. */
export const isActiveMemberOf = async (
  db: Executor,
  workspaceId: string,
  userId: string,
): Promise<boolean> => {
  const [row] = await db
    .select({ status: workspaceMember.status })
    .from(workspaceMember)
    .where(and(eq(workspaceMember.workspaceId, workspaceId), eq(workspaceMember.userId, userId)));
  return row?.status === 'active';
};
