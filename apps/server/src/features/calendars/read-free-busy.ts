import { mergeBusy, type BusyInterval } from '@hirelane/domain/calendars/ics-busy';
import type { AppContext } from '../../app-context';
import { markCalendarInvalid, type CalendarAccountRow } from './calendar-account-store';
import { calendarFailureMessage, isRefusedLogin } from './caldav-failure';
import { calendarClientFor } from './calendar-client-for';

export type FreeBusy = {
  busy: BusyInterval[];
  /** Calendars that could not be read: their time is unknown, so a caller must not offer it. */
  unreadable: { accountId: string; address: string; reason: string }[];
};

/**
 * The merged busy time of some connected calendars between two instants, each account through its
 * provider (CalDAV, Google, Microsoft) in parallel. An account whose provider now refuses the
 * login (or the refresh of its token) is marked invalid.
 */
export const readFreeBusy = async (
  app: AppContext,
  workspaceId: string,
  accounts: readonly CalendarAccountRow[],
  from: Date,
  to: Date,
  zone: string | null = null,
): Promise<FreeBusy> => {
  const unreadable: FreeBusy['unreadable'] = [];
  const perAccount = await Promise.all(
    accounts.map(async (account) => {
      try {
        return await calendarClientFor(app, account).readBusy(
          account.calendars.map((calendar) => calendar.url),
          from,
          to,
          zone,
        );
      } catch (error) {
        const reason = calendarFailureMessage(account.provider, error);
        unreadable.push({ accountId: account.id, address: account.address, reason });
        if (isRefusedLogin(error))
          await markCalendarInvalid(app.db, workspaceId, account.id, reason);
        return [];
      }
    }),
  );
  return { busy: mergeBusy(perAccount.flat()), unreadable };
};
