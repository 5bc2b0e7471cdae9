import { LINK_CLOSED_MESSAGE } from '@hirelane/domain/calendars/scheduling-link.schema';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { notFound, unprocessable } from '../../http/http-error';
import { SCHEDULING_NOT_FOUND } from './get-public-scheduling';
import { calendarClientFor } from './calendar-client-for';
import { bookedEventOf, interviewEvent, type InterviewEvent } from './interview-event';
import {
  cancelBookingRow,
  findActiveBooking,
  findLinkByTokenHash,
  markScheduled,
  setLinkStatus,
  type SchedulingLinkRow,
} from './scheduling-store';
import { hashSchedulingToken, schedulingUrl } from './scheduling-token';
import { sendInterviewInvitation } from './send-interview-invitation';

/**
 * The booked interview of a link canceled inside the caller's transaction: the event leaves the
 * organizer's calendar, the sub-stage scheduled is cleared, and the link either opens again (the
 * candidate cancels, and may pick another time) or closes (the recruiter cancels). Answers the
 * CANCEL to send after the commit (SEQUENCE one above the booking's), or null when none was booked.
 */
export const cancelLinkBooking = async (
  app: AppContext,
  tx: Executor,
  link: SchedulingLinkRow,
  next: 'open' | 'canceled',
  now: Date,
): Promise<InterviewEvent | null> => {
  const booking = await findActiveBooking(tx, link.workspaceId, link.id);
  await setLinkStatus(tx, link.workspaceId, link.id, next);
  if (!booking) return null;
  await cancelBookingRow(tx, link.workspaceId, booking.id);
  await markScheduled(tx, link.workspaceId, link.projectId, link.candidateId, false);
  const canceled = await interviewEvent(
    tx,
    link,
    { ...booking, sequence: booking.sequence + 1 },
    now,
  );
  if (canceled.organizer) {
    const written = bookedEventOf(canceled.organizer, booking);
    await calendarClientFor(app, canceled.organizer).deleteEvent(
      written.calendarId,
      written.eventId,
    );
  }
  return canceled;
};

/** The candidate's e-mail with the cancellation, once the transaction is committed. */
export const sendCancellation = async (
  app: AppContext,
  canceled: InterviewEvent | null,
  pageUrl: string | null,
): Promise<void> => {
  if (!canceled?.candidateEmail || !canceled.organizer) return;
  await sendInterviewInvitation(
    app,
    canceled.candidateEmail,
    { ...canceled.event, description: null, videoUrl: null },
    'CANCEL',
    pageUrl,
  );
};

/**
 * POST /api/scheduling/{token}/cancel: the candidate cancels; the event leaves the organizer's
 * calendar, the link opens again (to pick another time) and the candidate gets the cancellation.
 */
export const cancelInterviewBooking = async (app: AppContext, token: string, now = new Date()) => {
  const canceled = await app.db.transaction(async (tx) => {
    const link = await findLinkByTokenHash(tx, hashSchedulingToken(token), { lock: true });
    if (!link) throw notFound(SCHEDULING_NOT_FOUND);
    if (link.status === 'canceled' || !(await findActiveBooking(tx, link.workspaceId, link.id)))
      throw unprocessable(LINK_CLOSED_MESSAGE);
    return cancelLinkBooking(app, tx, link, 'open', now);
  });
  await sendCancellation(app, canceled, schedulingUrl(app.config.appUrl, token));
};
