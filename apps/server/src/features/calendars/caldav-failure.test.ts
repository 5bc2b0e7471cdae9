import { describe, expect, it } from 'vitest';
import { CaldavError } from '../../integrations/calendar/caldav-http';
import { CalendarProviderError } from '../../integrations/calendar/calendar-provider';
import { calendarFailureMessage, isRefusedLogin } from './caldav-failure';

describe('what a person is told when a calendar fails', () => {
  it('uses our words for each provider, never the error’s text', () => {
    const secret = 'internal detail 500 from googleapis';
    expect(
      calendarFailureMessage('google', new CalendarProviderError('unauthorized', secret)),
    ).toBe('Google Calendar no longer allows access to this calendar. Connect it again.');
    expect(
      calendarFailureMessage('microsoft', new CalendarProviderError('unreachable', secret)),
    ).toBe('Microsoft 365 could not be reached.');
    expect(calendarFailureMessage('google', new CalendarProviderError('failed', secret))).toBe(
      'Google Calendar refused the request.',
    );
    expect(
      calendarFailureMessage('microsoft', new CalendarProviderError('not_configured', secret)),
    ).toBe('Set MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET to connect Microsoft 365.');
    expect(calendarFailureMessage('caldav', new CaldavError('unauthorized', secret))).toBe(
      'The calendar server refused the user name or password.',
    );
  });

  it('treats only refused logins and refused grants as a reason to mark the account invalid', () => {
    expect(isRefusedLogin(new CaldavError('unauthorized', 'x'))).toBe(true);
    expect(isRefusedLogin(new CalendarProviderError('unauthorized', 'x'))).toBe(true);
    expect(isRefusedLogin(new CalendarProviderError('unreachable', 'x'))).toBe(false);
    expect(isRefusedLogin(new CalendarProviderError('not_configured', 'x'))).toBe(false);
    expect(isRefusedLogin(new Error('x'))).toBe(false);
  });
});
