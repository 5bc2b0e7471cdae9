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
