import {
  NOT_ACCOUNT_CALENDAR_MESSAGE,
  type CalendarAccount,
} from '@hirelane/domain/calendars/calendar-account.schema';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { calendarAccount } from '../../db/schema/calendars';
import { forbidden, notFound, unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { findCalendarAccount } from './calendar-account-store';
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
  await app.db
    .update(calendarAccount)
    .set({ eventCalendarUrl: calendarId, updatedAt: sql`now()` })
    .where(and(eq(calendarAccount.workspaceId, tenant.workspaceId), eq(calendarAccount.id, id)));
  return describeCalendarAccount(tenant, viewerId, { ...row, eventCalendarUrl: calendarId });
};
