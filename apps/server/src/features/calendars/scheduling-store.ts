import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { calendarAccount, interviewBooking, schedulingLink } from '../../db/schema/calendars';

export type SchedulingLinkRow = typeof schedulingLink.$inferSelect;
export type BookingRow = typeof interviewBooking.$inferSelect;

export const insertSchedulingLink = async (
  tx: Executor,
  values: typeof schedulingLink.$inferInsert,
): Promise<SchedulingLinkRow> => {
  const [row] = await tx.insert(schedulingLink).values(values).returning();
  if (!row) throw new Error('The scheduling link was not saved.');
  return row;
};

/** The link of a token, across workspaces: the token is the authority of the public page. */
export const findLinkByTokenHash = async (
  db: Executor,
  tokenHash: string,
  options: { lock?: boolean } = {},
): Promise<SchedulingLinkRow | undefined> => {
  const query = db.select().from(schedulingLink).where(eq(schedulingLink.tokenHash, tokenHash));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
};

export const findActiveBooking = async (
  db: Executor,
  workspaceId: string,
  linkId: string,
): Promise<BookingRow | undefined> => {
  const [row] = await db
    .select()
    .from(interviewBooking)
    .where(
      and(
        eq(interviewBooking.workspaceId, workspaceId),
        eq(interviewBooking.linkId, linkId),
        eq(interviewBooking.status, 'booked'),
      ),
    );
  return row;
};

/** Booked interviews of any of these calendars that overlap the range: they block the time. */
export const overlappingBookings = async (
  db: Executor,
  workspaceId: string,
  accountIds: readonly string[],
  from: Date,
  to: Date,
  /** A booking being moved: it does not block its own new time. */
  exceptBookingId: string | null = null,
): Promise<{ start: Date; end: Date }[]> => {
  const rows = await db
    .select({ start: interviewBooking.startsAt, end: interviewBooking.endsAt })
    .from(interviewBooking)
    .where(
      and(
        eq(interviewBooking.workspaceId, workspaceId),
        eq(interviewBooking.status, 'booked'),
        sql`${interviewBooking.calendarAccountIds} && ${sql.param([...accountIds])}::uuid[]`,
        sql`${interviewBooking.startsAt} < ${to.toISOString()}::timestamptz`,
        sql`${interviewBooking.endsAt} > ${from.toISOString()}::timestamptz`,
        exceptBookingId ? ne(interviewBooking.id, exceptBookingId) : undefined,
      ),
    );
  return rows;
};

export const insertBooking = async (
  tx: Executor,
  values: typeof interviewBooking.$inferInsert,
): Promise<BookingRow> => {
  const [row] = await tx.insert(interviewBooking).values(values).returning();
  if (!row) throw new Error('The booking was not saved.');
  return row;
};

/** Where the booked event was written and the provider's id for it (to remove it later). */
export const setBookingEvent = async (
  tx: Executor,
  workspaceId: string,
  bookingId: string,
  eventCalendarId: string,
  providerEventId: string,
): Promise<void> => {
  await tx
    .update(interviewBooking)
    .set({ eventCalendarId, providerEventId })
    .where(and(eq(interviewBooking.workspaceId, workspaceId), eq(interviewBooking.id, bookingId)));
};

export const cancelBookingRow = async (
  tx: Executor,
  workspaceId: string,
  bookingId: string,
): Promise<void> => {
  await tx
    .update(interviewBooking)
    .set({ status: 'canceled', canceledAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(interviewBooking.workspaceId, workspaceId), eq(interviewBooking.id, bookingId)));
};

export const setLinkStatus = async (
  tx: Executor,
  workspaceId: string,
  linkId: string,
  status: 'open' | 'booked' | 'canceled',
): Promise<void> => {
  await tx
    .update(schedulingLink)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(schedulingLink.workspaceId, workspaceId), eq(schedulingLink.id, linkId)));
};

export const findAccountsByIds = async (
  db: Executor,
  workspaceId: string,
  ids: readonly string[],
) =>
  db
    .select()
    .from(calendarAccount)
    .where(
      and(
        eq(calendarAccount.workspaceId, workspaceId),
        sql`${calendarAccount.id} = any(${sql.param([...ids])}::uuid[])`,
      ),
    );

/**
 * Booked: the candidate's link in the project gets the scheduled sub-stage (SPEC 4.5), whatever
 * stage they are in; the stage itself does not move.
 */
export const markScheduled = async (
  tx: Executor,
  workspaceId: string,
  projectId: string,
  candidateId: string,
  scheduled: boolean,
): Promise<void> => {
  await tx.execute(sql`
    update project_candidate
       set sub_stage = ${scheduled ? 'scheduled' : null}
     where workspace_id = ${workspaceId} and project_id = ${projectId}
       and candidate_id = ${candidateId}
       and sub_stage is ${scheduled ? sql`distinct from 'scheduled'` : sql`not distinct from 'scheduled'`}`);
};

/** Serialises bookings on the same calendars: held until the transaction ends. */
export const lockCalendars = async (tx: Executor, accountIds: readonly string[]) => {
  for (const id of [...accountIds].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`calendar:${id}`}, 0))`);
};

/** A booking replaced by the one that moved its event (same UID, higher SEQUENCE). */
export const markBookingMoved = async (
  tx: Executor,
  workspaceId: string,
  bookingId: string,
): Promise<void> => {
  await tx
    .update(interviewBooking)
    .set({ status: 'moved', updatedAt: sql`now()` })
    .where(and(eq(interviewBooking.workspaceId, workspaceId), eq(interviewBooking.id, bookingId)));
};

/** The candidate's links in a project that still lead somewhere (open or booked), newest first. */
export const findLiveLinks = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  candidateId: string,
): Promise<SchedulingLinkRow[]> =>
  db
    .select()
    .from(schedulingLink)
    .where(
      and(
        eq(schedulingLink.workspaceId, workspaceId),
        eq(schedulingLink.projectId, projectId),
        eq(schedulingLink.candidateId, candidateId),
        sql`${schedulingLink.status} in ('open', 'booked')`,
      ),
    )
    .orderBy(desc(schedulingLink.createdAt));

export const findCandidateLink = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  candidateId: string,
  linkId: string,
  options: { lock?: boolean } = {},
): Promise<SchedulingLinkRow | undefined> => {
  const query = db
    .select()
    .from(schedulingLink)
    .where(
      and(
        eq(schedulingLink.workspaceId, workspaceId),
        eq(schedulingLink.projectId, projectId),
        eq(schedulingLink.candidateId, candidateId),
        eq(schedulingLink.id, linkId),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
};

export type ProjectInterviewRow = {
  link_id: string;
  candidate_id: string;
  candidate_name: string;
  title: string;
  status: 'open' | 'booked' | 'canceled';
  starts_at: Date | null;
  ends_at: Date | null;
  organizers: string[];
  video_url: string | null;
  created_at: Date;
};

/**
 * A project's links with their current booking and organizers' addresses. Without a candidate:
 * the open ones and the interviews not yet over, soonest first; with one: all of theirs.
 */
export const listProjectInterviews = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  candidateId: string | null,
  now: Date,
): Promise<ProjectInterviewRow[]> => {
  const which = candidateId
    ? sql`l.candidate_id = ${candidateId}`
    : sql`(l.status = 'open' or (l.status = 'booked' and b.ends_at > ${now.toISOString()}::timestamptz))`;
  const result = await db.execute<ProjectInterviewRow>(sql`
    select l.id as link_id, l.candidate_id, c.full_name as candidate_name, l.title,
           case when l.status = 'booked' and b.id is null then 'open' else l.status end as status,
           b.starts_at, b.ends_at, l.video_url, l.created_at,
           coalesce((select array_agg(a.address order by array_position(l.calendar_account_ids, a.id))
                       from calendar_account a
                      where a.workspace_id = ${workspaceId} and a.id = any(l.calendar_account_ids)),
                    '{}') as organizers
      from scheduling_link l
      join candidate c on c.id = l.candidate_id and c.workspace_id = ${workspaceId}
      left join interview_booking b on b.link_id = l.id and b.workspace_id = ${workspaceId}
                                   and b.status = 'booked'
     where l.workspace_id = ${workspaceId} and l.project_id = ${projectId} and ${which}
     order by b.starts_at asc nulls last, l.created_at desc
     limit 200`);
  return result.rows.map((row) => ({
    ...row,
    starts_at: row.starts_at ? new Date(row.starts_at) : null,
    ends_at: row.ends_at ? new Date(row.ends_at) : null,
    created_at: new Date(row.created_at),
  }));
};

/** Serialises the making of a candidate's links in a project: held until the transaction ends. */
export const lockCandidateLinks = async (tx: Executor, projectId: string, candidateId: string) => {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`scheduling-link:${projectId}:${candidateId}`}, 0))`,
  );
};
