import {
  NOT_ACCOUNT_CALENDAR_MESSAGE,
  type CalendarAccount,
} from '@hirelane/domain/calendars/calendar-account.schema';
import type { AppContext } from '../../app-context';
import { forbidden, notFound, unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { findCalendarAccount, setEventCalendarUrl } from './calendar-account-store';
import { describeCalendarAccount, mayRemoveCalendar } from './describe-calendar-account';
import { CALENDAR_NOT_FOUND } from './remove-calendar-account';

/**
 * PUT /api/communication/calendar/account/{id}/event-calendar: the calendar booked interviews are
 * written to, one of the account's own (as found when it was connected). Who may remove the
 * account may choose it.
 */
export const setEventCalendar = async (
  app: AppContext,
  tenant: TenantContext,
  viewerId: string,
  id: string,
  calendarId: string,
): Promise<CalendarAccount> => {
  const row = await findCalendarAccount(app.db, tenant.workspaceId, id);
  if (!row) throw notFound(CALENDAR_NOT_FOUND);
  if (!mayRemoveCalendar(tenant, viewerId, row))
    throw forbidden("Only the calendar's owner or a workspace admin can change it.");
  if (!row.calendars.some((calendar) => calendar.url === calendarId))
    throw unprocessable(NOT_ACCOUNT_CALENDAR_MESSAGE, [
      { path: 'calendar_id', message: NOT_ACCOUNT_CALENDAR_MESSAGE },
    ]);
  await setEventCalendarUrl(app.db, tenant.workspaceId, id, calendarId);
  return describeCalendarAccount(tenant, viewerId, { ...row, eventCalendarUrl: calendarId });
};
