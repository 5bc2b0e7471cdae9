import {
  CALENDAR_PROVIDER_LABELS,
  OAUTH_NOT_CONFIGURED_MESSAGES,
  type CalendarProvider,
} from '@hirelane/domain/calendars/calendar-account.schema';
import { CalendarProviderError } from '../../integrations/calendar/calendar-provider';
import { CaldavError } from '../../integrations/calendar/caldav-http';

/** What a person is told when a CalDAV server cannot be used: ours, never the server's text. */
export const CALDAV_FAILURE_MESSAGES: Record<CaldavError['reason'], string> = {
  denied: 'This server address is not allowed.',
  unreachable: 'The calendar server could not be reached. Check the address.',
  unauthorized: 'The calendar server refused the user name or password.',
  not_caldav: 'This address does not answer as a CalDAV server. Check the address.',
  too_large: 'The calendar server sent more than a calendar should.',
  failed: 'The calendar server refused the change.',
};

export const caldavFailureMessage = (error: unknown): string =>
  error instanceof CaldavError
    ? CALDAV_FAILURE_MESSAGES[error.reason]
    : CALDAV_FAILURE_MESSAGES.unreachable;

/** What a person is told when any connected calendar fails (CalDAV's words above). */
export const calendarFailureMessage = (provider: string, error: unknown): string => {
  if (!(error instanceof CalendarProviderError)) return caldavFailureMessage(error);
  const label = CALENDAR_PROVIDER_LABELS[provider as CalendarProvider] ?? 'The calendar provider';
  if (error.reason === 'unauthorized')
    return `${label} no longer allows access to this calendar. Connect it again.`;
  if (error.reason === 'unreachable') return `${label} could not be reached.`;
  if (error.reason === 'not_configured')
    return provider === 'google' || provider === 'microsoft'
      ? OAUTH_NOT_CONFIGURED_MESSAGES[provider]
      : `${label} is not configured on this server.`;
  return `${label} refused the request.`;
};

/** The login was refused: the account is shown as invalid until connected again. */
export const isRefusedLogin = (error: unknown): boolean =>
  (error instanceof CaldavError || error instanceof CalendarProviderError) &&
  error.reason === 'unauthorized';
