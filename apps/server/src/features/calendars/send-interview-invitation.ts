import { buildIcsEvent, type IcsEvent } from '@hirelane/domain/calendars/ics-event';
import type { AppContext } from '../../app-context';
import { layout } from '../../mail/templates';

const when = (event: IcsEvent) =>
  `${event.start.toUTCString().replace('GMT', 'UTC')} (${Math.round(
    (event.end.getTime() - event.start.getTime()) / 60_000,
  )} minutes)`;

/** The candidate's e-mail with the invitation any calendar client can add (or remove). */
export const sendInterviewInvitation = async (
  app: AppContext,
  to: string,
  event: IcsEvent,
  method: 'REQUEST' | 'CANCEL',
  /** The candidate's page; null when the link is closed (the recruiter canceled). */
  pageUrl: string | null,
  /** A REQUEST that moves an interview already booked (same UID, higher SEQUENCE). */
  moved = false,
): Promise<void> => {
  const canceled = method === 'CANCEL';
  const subject = `${canceled ? 'Canceled' : moved ? 'Updated invitation' : 'Invitation'}: ${event.summary}`;
  const lines = [
    canceled
      ? 'This interview is canceled.'
      : moved
        ? 'Your interview has moved to a new time.'
        : 'Your interview is booked.',
    `When: ${when(event)}`,
    ...(event.videoUrl && !canceled ? [`Video link: ${event.videoUrl}`] : []),
  ];
  await app.mailer.send({
    to,
    subject,
    text: [...lines, ...(pageUrl ? [pageUrl] : [])].join('\n'),
    html: layout(
      subject,
      lines,
      pageUrl
        ? { label: canceled ? 'Pick another time' : 'View, move or cancel', url: pageUrl }
        : null,
    ),
    icalEvent: { method, content: buildIcsEvent(event, method) },
  });
};
