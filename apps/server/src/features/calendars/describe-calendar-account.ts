import {
  CALENDAR_PROVIDERS,
  type CalendarAccount,
  type CalendarProvider,
} from '@hirelane/domain/calendars/calendar-account.schema';
import type { TenantContext } from '../../http/request-context';
import type { CalendarAccountWithOwner } from './calendar-account-store';

/** Owners and admins may remove any teammate's calendar; a member only their own. */
export const mayRemoveCalendar = (
  tenant: TenantContext,
  viewerId: string,
  row: Pick<CalendarAccountWithOwner, 'userId'>,
): boolean => row.userId === viewerId || tenant.role === 'owner' || tenant.role === 'admin';

/** An account as the API shows it: never its password, tokens or user name. */
export const describeCalendarAccount = (
  tenant: TenantContext,
  viewerId: string,
  row: CalendarAccountWithOwner,
): CalendarAccount => ({
  id: row.id,
  provider: CALENDAR_PROVIDERS.includes(row.provider as CalendarProvider)
    ? (row.provider as CalendarProvider)
    : 'caldav',
  address: row.address,
  server_url: row.serverUrl,
  status: row.status === 'invalid' ? 'invalid' : 'verified',
  invalid_reason: row.invalidReason,
  event_calendar:
    row.calendars.find((calendar) => calendar.url === row.eventCalendarUrl)?.name ??
    row.eventCalendarUrl,
  calendars: row.calendars.map((calendar) => calendar.name),
  event_calendar_id: row.eventCalendarUrl,
  calendar_choices: row.calendars.map((calendar) => ({ id: calendar.url, name: calendar.name })),
  owner: { user_id: row.userId, name: row.ownerName },
  can_remove: mayRemoveCalendar(tenant, viewerId, row),
  checked_at: row.checkedAt.toISOString(),
});
