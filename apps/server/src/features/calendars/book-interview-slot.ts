import { isSlotOpen } from '@hirelane/domain/calendars/scheduling-slots';
import {
  LINK_CLOSED_MESSAGE,
  SLOT_TAKEN_MESSAGE,
} from '@hirelane/domain/calendars/scheduling-link.schema';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { notFound, unprocessable } from '../../http/http-error';
import { findCandidate } from '../candidates/candidate-store';
import { calendarClientFor } from './calendar-client-for';
import { organizerBusyTime } from './organizer-busy-time';
import {
  findAccountsByIds,
  findActiveBooking,
  findLinkByTokenHash,
  insertBooking,
  lockCalendars,
  markScheduled,
  setBookingEvent,
  setLinkStatus,
} from './scheduling-store';
import { SCHEDULING_NOT_FOUND } from './get-public-scheduling';
import { hashSchedulingToken, schedulingUrl } from './scheduling-token';
import { sendInterviewInvitation } from './send-interview-invitation';

const MINUTE_MS = 60_000;

/**
 * POST /api/scheduling/{token}/book: in one transaction that holds a lock on each organizer
 * calendar, the slot is checked again against their calendars and the interviews booked with
 * them, the booking is stored and the event written to the first organizer's calendar. Two people
 * choosing the same time at once: one books, the other is told to pick another (409).
 */
export const bookInterviewSlot = async (
  app: AppContext,
  token: string,
  startsAtText: string,
  now = new Date(),
) => {
  const start = new Date(startsAtText);
  const booked = await app.db.transaction(async (tx) => {
    const link = await findLinkByTokenHash(tx, hashSchedulingToken(token), { lock: true });
    if (!link) throw notFound(SCHEDULING_NOT_FOUND);
    if (link.status !== 'open' || (await findActiveBooking(tx, link.workspaceId, link.id)))
      throw unprocessable(LINK_CLOSED_MESSAGE);
    await lockCalendars(tx, link.calendarAccountIds);
    const end = new Date(start.getTime() + link.rules.durationMinutes * MINUTE_MS);
    const margin = link.rules.bufferMinutes * MINUTE_MS;
    const busy = await organizerBusyTime(
      app,
      tx,
      link,
      new Date(start.getTime() - margin),
      new Date(end.getTime() + margin),
    );
    if (!busy || !isSlotOpen(start, link.rules, busy, now)) throw unprocessable(SLOT_TAKEN_MESSAGE);
    const eventUid = `${randomUUID()}@hirelane`;
    const booking = await insertBooking(tx, {
      workspaceId: link.workspaceId,
      linkId: link.id,
      candidateId: link.candidateId,
      startsAt: start,
      endsAt: end,
      calendarAccountIds: link.calendarAccountIds,
      eventUid,
    });
    await setLinkStatus(tx, link.workspaceId, link.id, 'booked');
    await markScheduled(tx, link.workspaceId, link.projectId, link.candidateId, true);
    const accounts = await findAccountsByIds(tx, link.workspaceId, link.calendarAccountIds);
    const [organizer, ...others] = link.calendarAccountIds
      .map((id) => accounts.find((account) => account.id === id))
      .filter((account) => account !== undefined);
    const candidate = await findCandidate(tx, link.workspaceId, link.candidateId);
    if (!organizer || !candidate) throw unprocessable(LINK_CLOSED_MESSAGE);
    const event = {
      uid: eventUid,
      start,
      end,
      summary: link.title,
      description: link.videoUrl ? `Video link: ${link.videoUrl}` : null,
      videoUrl: link.videoUrl,
      organizer: { email: organizer.address, name: null },
      attendees: [
        ...(candidate.email ? [{ email: candidate.email, name: candidate.fullName || null }] : []),
        ...others.map((account) => ({ email: account.address, name: null })),
      ],
      sequence: 0,
      stampedAt: now,
    };
    // Written before the commit: if the calendar refuses it, nothing is booked.
    const { eventId } = await calendarClientFor(app, organizer).createEvent(
      organizer.eventCalendarUrl,
      event,
    );
    await setBookingEvent(tx, link.workspaceId, booking.id, organizer.eventCalendarUrl, eventId);
    return { booking, event, candidateEmail: candidate.email, videoUrl: link.videoUrl };
  });
  if (booked.candidateEmail)
    await sendInterviewInvitation(
      app,
      booked.candidateEmail,
      booked.event,
      'REQUEST',
      schedulingUrl(app.config.appUrl, token),
    );
  return {
    starts_at: booked.booking.startsAt.toISOString(),
    ends_at: booked.booking.endsAt.toISOString(),
    video_url: booked.videoUrl,
  };
};
