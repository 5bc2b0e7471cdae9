import type {
  CalendarAccount,
  ConnectCaldavRequest,
} from '@hirelane/domain/calendars/calendar-account.schema';
import type { AppContext } from '../../app-context';
import { unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { CaldavClient } from '../../integrations/calendar/caldav-client';
import { sealSecret } from '../../integrations/crypto/secret-box';
import { findCalendarAccount, saveCalendarConnection } from './calendar-account-store';
import { caldavFailureMessage } from './caldav-failure';
import { describeCalendarAccount } from './describe-calendar-account';

export const NO_EVENT_CALENDAR_MESSAGE =
  'No calendar that holds events was found for this user on the server.';

/**
 * POST /api/communication/calendar/account/caldav: signs in to the CalDAV server, finds the
 * user's calendars, and stores the account only when at least one holds events. Interviews are
 * written to the first of them (by name); every one of them is read for busy time.
 */
export const connectCaldavCalendar = async (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
  input: ConnectCaldavRequest,
): Promise<CalendarAccount> => {
  const username = input.username?.trim() || input.address;
  const client = new CaldavClient({ username, password: input.password }, app.config.outbound);
  let calendars: { url: string; name: string }[];
  try {
    calendars = await client.discoverCalendars(input.server_url);
  } catch (error) {
    const message = caldavFailureMessage(error);
    throw unprocessable(message, [{ path: 'server_url', message }]);
  }
  const sorted = [...calendars].sort((a, b) => a.name.localeCompare(b.name));
  const first = sorted[0];
  if (!first)
    throw unprocessable(NO_EVENT_CALENDAR_MESSAGE, [
      { path: 'server_url', message: NO_EVENT_CALENDAR_MESSAGE },
    ]);
  const row = await saveCalendarConnection(app.db, tenant.workspaceId, userId, {
    provider: 'caldav',
    address: input.address,
    serverUrl: input.server_url,
    username,
    secret: sealSecret(app.config.encryptionKey, input.password),
    eventCalendarUrl: first.url,
    calendars: sorted,
  });
  const saved = await findCalendarAccount(app.db, tenant.workspaceId, row.id);
  if (!saved) throw new Error('The calendar account vanished after it was saved.');
  return describeCalendarAccount(tenant, userId, saved);
};
