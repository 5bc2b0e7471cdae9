import { mergeBusy, type BusyInterval } from '@hirelane/domain/calendars/ics-busy';
import type { AppContext } from '../../app-context';
import { CaldavClient } from '../../integrations/calendar/caldav-client';
import { CaldavError } from '../../integrations/calendar/caldav-http';
import { openSecret } from '../../integrations/crypto/secret-box';
import { markCalendarInvalid, type CalendarAccountRow } from './calendar-account-store';
import { caldavFailureMessage } from './caldav-failure';

export type FreeBusy = {
  busy: BusyInterval[];
  /** Calendars that could not be read: their time is unknown, so a caller must not offer it. */
  unreadable: { accountId: string; address: string; reason: string }[];
};

/**
 * The merged busy time of some connected calendars between two instants, every calendar of each
 * account read in parallel. An account whose server now refuses the login is marked invalid.
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
      const client = new CaldavClient(
        {
          username: account.username,
          password: openSecret(app.config.encryptionKey, account.secret),
        },
        app.config.outbound,
      );
      try {
        const lists = await Promise.all(
          account.calendars.map((calendar) => client.readBusy(calendar.url, from, to, zone)),
        );
        return lists.flat();
      } catch (error) {
        const reason = caldavFailureMessage(error);
        unreadable.push({ accountId: account.id, address: account.address, reason });
        if (error instanceof CaldavError && error.reason === 'unauthorized')
          await markCalendarInvalid(app.db, workspaceId, account.id, reason);
        return [];
      }
    }),
  );
  return { busy: mergeBusy(perAccount.flat()), unreadable };
};
