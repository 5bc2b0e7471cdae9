import type { BusyInterval } from '@hirelane/domain/calendars/ics-busy';
import { busyWithout } from '@hirelane/domain/calendars/busy-without';
import { mergeBusy } from '@hirelane/domain/calendars/ics-busy';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { readFreeBusy } from './read-free-busy';
import {
  findAccountsByIds,
  overlappingBookings,
  type BookingRow,
  type SchedulingLinkRow,
} from './scheduling-store';

/**
 * Everything that blocks a link's organizers between two instants: their calendars' events and
 * the interviews already booked with them here. Null when a calendar cannot be read: then no
 * time of theirs is known to be free. A booking being moved frees its own time.
 */
export const organizerBusyTime = async (
  app: AppContext,
  db: Executor,
  link: SchedulingLinkRow,
  from: Date,
  to: Date,
  moving: BookingRow | null = null,
): Promise<BusyInterval[] | null> => {
  const accounts = await findAccountsByIds(db, link.workspaceId, link.calendarAccountIds);
  if (accounts.length !== link.calendarAccountIds.length) return null;
  const [calendars, booked] = await Promise.all([
    readFreeBusy(app, link.workspaceId, accounts, from, to, link.rules.workingHours.timezone),
    overlappingBookings(db, link.workspaceId, link.calendarAccountIds, from, to, moving?.id),
  ]);
  if (calendars.unreadable.length > 0) return null;
  const own = moving ? { start: moving.startsAt, end: moving.endsAt } : null;
  return mergeBusy([...(own ? busyWithout(calendars.busy, own) : calendars.busy), ...booked]);
};
