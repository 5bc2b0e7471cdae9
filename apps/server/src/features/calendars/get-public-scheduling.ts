import { openSlots } from '@hirelane/domain/calendars/scheduling-slots';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/http-error';
import { organizerBusyTime } from './organizer-busy-time';
import { findAccountsByIds, findActiveBooking, findLinkByTokenHash } from './scheduling-store';
import { hashSchedulingToken } from './scheduling-token';

export const SCHEDULING_NOT_FOUND = 'This scheduling link does not exist.';
const DAY_MS = 86_400_000;

/**
 * GET /api/scheduling/{token}: the candidate's view of their link: free slots, or their booking
 * (with `reschedule`, also the times it may move to).
 */
export const getPublicScheduling = async (
  app: AppContext,
  token: string,
  now = new Date(),
  reschedule = false,
) => {
  const link = await findLinkByTokenHash(app.db, hashSchedulingToken(token));
  if (!link) throw notFound(SCHEDULING_NOT_FOUND);
  const accounts = await findAccountsByIds(app.db, link.workspaceId, link.calendarAccountIds);
  const booking = await findActiveBooking(app.db, link.workspaceId, link.id);
  const base = {
    title: link.title,
    duration_minutes: link.rules.durationMinutes,
    organizers: accounts.map((account) => account.address),
    status:
      link.status === 'canceled'
        ? ('canceled' as const)
        : booking
          ? ('booked' as const)
          : ('open' as const),
    booking: booking
      ? {
          starts_at: booking.startsAt.toISOString(),
          ends_at: booking.endsAt.toISOString(),
          video_url: link.videoUrl,
        }
      : null,
  };
  const moving = base.status === 'booked' && reschedule ? (booking ?? null) : null;
  if (base.status !== 'open' && !moving) return { ...base, slots: [] };
  const busy = await organizerBusyTime(
    app,
    app.db,
    link,
    now,
    new Date(now.getTime() + (link.rules.horizonDays + 1) * DAY_MS),
    moving,
  );
  const slots = busy ? openSlots(link.rules, busy, now) : [];
  return {
    ...base,
    slots: slots
      .filter((slot) => slot.getTime() !== moving?.startsAt.getTime())
      .map((slot) => slot.toISOString()),
  };
};
