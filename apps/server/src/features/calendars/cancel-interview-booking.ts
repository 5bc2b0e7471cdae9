import { LINK_CLOSED_MESSAGE } from '@hirelane/domain/calendars/scheduling-link.schema';
import type { AppContext } from '../../app-context';
import { notFound, unprocessable } from '../../http/http-error';
import { findCandidate } from '../candidates/candidate-store';
import { calendarClientFor } from './calendar-client-for';
import { SCHEDULING_NOT_FOUND } from './get-public-scheduling';
import {
  cancelBookingRow,
  findAccountsByIds,
  findActiveBooking,
  findLinkByTokenHash,
  markScheduled,
  setLinkStatus,
} from './scheduling-store';
import { hashSchedulingToken, schedulingUrl } from './scheduling-token';
import { sendInterviewInvitation } from './send-interview-invitation';

/**
 * POST /api/scheduling/{token}/cancel: the candidate cancels; the event leaves the organizer's
 * calendar, the link opens again (to reschedule) and the candidate gets the cancellation.
 */
export const cancelInterviewBooking = async (app: AppContext, token: string, now = new Date()) => {
  const canceled = await app.db.transaction(async (tx) => {
    const link = await findLinkByTokenHash(tx, hashSchedulingToken(token), { lock: true });
    if (!link) throw notFound(SCHEDULING_NOT_FOUND);
    const booking = await findActiveBooking(tx, link.workspaceId, link.id);
    if (!booking || link.status === 'canceled') throw unprocessable(LINK_CLOSED_MESSAGE);
    await cancelBookingRow(tx, link.workspaceId, booking.id);
    await setLinkStatus(tx, link.workspaceId, link.id, 'open');
    await markScheduled(tx, link.workspaceId, link.projectId, link.candidateId, false);
    const [organizer] = await findAccountsByIds(
      tx,
      link.workspaceId,
      link.calendarAccountIds.slice(0, 1),
    );
    if (organizer)
      await calendarClientFor(app, organizer).deleteEvent(
        booking.eventCalendarId ?? organizer.eventCalendarUrl,
        booking.providerEventId ?? booking.eventUid,
      );
    const candidate = await findCandidate(tx, link.workspaceId, link.candidateId);
    return {
      link,
      booking,
      organizer,
      email: candidate?.email ?? null,
      name: candidate?.fullName ?? null,
    };
  });
  if (canceled.email && canceled.organizer)
    await sendInterviewInvitation(
      app,
      canceled.email,
      {
        uid: canceled.booking.eventUid,
        start: canceled.booking.startsAt,
        end: canceled.booking.endsAt,
        summary: canceled.link.title,
        description: null,
        videoUrl: null,
        organizer: { email: canceled.organizer.address, name: null },
        attendees: [{ email: canceled.email, name: canceled.name || null }],
        sequence: 1,
        stampedAt: now,
      },
      'CANCEL',
      schedulingUrl(app.config.appUrl, token),
    );
};
