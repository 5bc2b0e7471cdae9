import type { IcsEvent } from '@hirelane/domain/calendars/ics-event';
import type { Executor } from '../../db/client';
import { findCandidate } from '../candidates/candidate-store';
import type { CalendarAccountRow } from './calendar-account-store';
import { findAccountsByIds, type SchedulingLinkRow } from './scheduling-store';

export type InterviewEvent = {
  event: IcsEvent;
  /** The first organizer: the event lives in their calendar. */
  organizer: CalendarAccountRow | undefined;
  candidateEmail: string | null;
};

/** The calendar event of a link's interview at some time and SEQUENCE, as book wrote it. */
export const interviewEvent = async (
  tx: Executor,
  link: SchedulingLinkRow,
  booking: { eventUid: string; startsAt: Date; endsAt: Date; sequence: number },
  now: Date,
): Promise<InterviewEvent> => {
  const accounts = await findAccountsByIds(tx, link.workspaceId, link.calendarAccountIds);
  const [organizer, ...others] = link.calendarAccountIds
    .map((id) => accounts.find((account) => account.id === id))
    .filter((account) => account !== undefined);
  const candidate = await findCandidate(tx, link.workspaceId, link.candidateId);
  const candidateEmail = candidate?.email ?? null;
  return {
    organizer,
    candidateEmail,
    event: {
      uid: booking.eventUid,
      start: booking.startsAt,
      end: booking.endsAt,
      summary: link.title,
      description: link.videoUrl ? `Video link: ${link.videoUrl}` : null,
      videoUrl: link.videoUrl,
      organizer: { email: organizer?.address ?? '', name: null },
      attendees: [
        ...(candidateEmail ? [{ email: candidateEmail, name: candidate?.fullName || null }] : []),
        ...others.map((account) => ({ email: account.address, name: null })),
      ],
      sequence: booking.sequence,
      stampedAt: now,
    },
  };
};

/** Where a booking's event lives: as written, or (older bookings) the UID in the event calendar. */
export const bookedEventOf = (
  organizer: CalendarAccountRow,
  booking: { eventCalendarId: string | null; providerEventId: string | null; eventUid: string },
) => ({
  calendarId: booking.eventCalendarId ?? organizer.eventCalendarUrl,
  eventId: booking.providerEventId ?? booking.eventUid,
});
