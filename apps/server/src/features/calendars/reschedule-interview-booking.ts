import { isSlotOpen } from '@hirelane/domain/calendars/scheduling-slots';
import {
  LINK_CLOSED_MESSAGE,
  NOT_BOOKED_MESSAGE,
  SAME_TIME_MESSAGE,
  SLOT_TAKEN_MESSAGE,
} from '@hirelane/domain/calendars/scheduling-link.schema';
import type { AppContext } from '../../app-context';
import { notFound, unprocessable } from '../../http/http-error';
import { SCHEDULING_NOT_FOUND } from './get-public-scheduling';
import { calendarClientFor } from './calendar-client-for';
import { bookedEventOf, interviewEvent } from './interview-event';
import { organizerBusyTime } from './organizer-busy-time';
import {
  findActiveBooking,
  findLinkByTokenHash,
  insertBooking,
  lockCalendars,
  markBookingMoved,
  markScheduled,
} from './scheduling-store';
import { hashSchedulingToken, schedulingUrl } from './scheduling-token';
import { sendInterviewInvitation } from './send-interview-invitation';

const MINUTE_MS = 60_000;

/**
 * POST /api/scheduling/{token}/reschedule: the booked interview moves to another free time in
 * one step, under the same locks and checks as booking. The old time stays booked until the new
 * one is: the event keeps its UID, its SEQUENCE goes up, and the candidate gets METHOD REQUEST,
 * which calendar clients apply as a move.
 */
export const rescheduleInterviewBooking = async (
  app: AppContext,
  token: string,
  startsAtText: string,
  now = new Date(),
) => {
  const start = new Date(startsAtText);
  const moved = await app.db.transaction(async (tx) => {
    const link = await findLinkByTokenHash(tx, hashSchedulingToken(token), { lock: true });
    if (!link) throw notFound(SCHEDULING_NOT_FOUND);
    if (link.status === 'canceled') throw unprocessable(LINK_CLOSED_MESSAGE);
    const current = await findActiveBooking(tx, link.workspaceId, link.id);
    if (!current) throw unprocessable(NOT_BOOKED_MESSAGE);
    if (current.startsAt.getTime() === start.getTime()) throw unprocessable(SAME_TIME_MESSAGE);
    await lockCalendars(tx, link.calendarAccountIds);
    const end = new Date(start.getTime() + link.rules.durationMinutes * MINUTE_MS);
    const margin = link.rules.bufferMinutes * MINUTE_MS;
    const busy = await organizerBusyTime(
      app,
      tx,
      link,
      new Date(start.getTime() - margin),
      new Date(end.getTime() + margin),
      current,
    );
    if (!busy || !isSlotOpen(start, link.rules, busy, now)) throw unprocessable(SLOT_TAKEN_MESSAGE);
    await markBookingMoved(tx, link.workspaceId, current.id);
    const booking = await insertBooking(tx, {
      workspaceId: link.workspaceId,
      linkId: link.id,
      candidateId: link.candidateId,
      startsAt: start,
      endsAt: end,
      calendarAccountIds: link.calendarAccountIds,
      eventUid: current.eventUid,
      // The same event, moved: it stays where it was written, under the provider's id.
      eventCalendarId: current.eventCalendarId,
      providerEventId: current.providerEventId,
      sequence: current.sequence + 1,
    });
    await markScheduled(tx, link.workspaceId, link.projectId, link.candidateId, true);
    const { event, organizer, candidateEmail } = await interviewEvent(tx, link, booking, now);
    if (!organizer) throw unprocessable(LINK_CLOSED_MESSAGE);
    // Overwritten before the commit: if the calendar refuses the move, nothing moves.
    const written = bookedEventOf(organizer, current);
    await calendarClientFor(app, organizer).moveEvent(written.calendarId, written.eventId, event);
    return { booking, event, candidateEmail, videoUrl: link.videoUrl };
  });
  if (moved.candidateEmail)
    await sendInterviewInvitation(
      app,
      moved.candidateEmail,
      moved.event,
      'REQUEST',
      schedulingUrl(app.config.appUrl, token),
      true,
    );
  return {
    starts_at: moved.booking.startsAt.toISOString(),
    ends_at: moved.booking.endsAt.toISOString(),
    video_url: moved.videoUrl,
  };
};
