import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context';
import type { Config } from '../../config';
import { listCalendarProviders } from './calendar-oauth-providers';
import { startCalendarOauth } from './connect-oauth-calendar';

const appWith = (config: Partial<Config>) =>
  ({
    config: {
      appUrl: 'https://app.hirelane.test',
      sessionSecret: 's'.repeat(40),
      googleCalendar: null,
      microsoftCalendar: null,
      ...config,
    },
  }) as AppContext;

describe('the OAuth calendar providers', () => {
  it('say how to configure a provider without a client', () => {
    expect(listCalendarProviders(appWith({}))).toEqual([
      {
        provider: 'google',
        label: 'Google Calendar',
        available: false,
        reason: 'Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to connect Google Calendar.',
      },
      {
        provider: 'microsoft',
        label: 'Microsoft 365',
        available: false,
        reason: 'Set MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET to connect Microsoft 365.',
      },
    ]);
    expect(startCalendarOauth(appWith({}), 'google', 'u1', 'w1')).toBe(
      '/app/calendar-confirmation?error=not_configured&provider=google',
    );
  });

  it('send Microsoft 365 to the tenant’s v2 authorize endpoint with PKCE S256', () => {
    const app = appWith({
      microsoftCalendar: {
        clientId: 'ms-id',
        clientSecret: 'ms-secret',
        tenant: 'contoso.onmicrosoft.com',
        loginUrl: 'https://login.microsoftonline.com',
        graphUrl: 'https://graph.microsoft.com',
      },
    });
    expect(listCalendarProviders(app)[1]).toMatchObject({ available: true, reason: null });
    const url = new URL(startCalendarOauth(app, 'microsoft', 'u1', 'w1'));
    expect(url.origin + url.pathname).toBe(
      'https://login.microsoftonline.com/contoso.onmicrosoft.com/oauth2/v2.0/authorize',
    );
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'ms-id',
      response_type: 'code',
      response_mode: 'query',
      redirect_uri: 'https://app.hirelane.test/api/communication/calendar/microsoft/callback',
      scope: 'offline_access Calendars.ReadWrite User.Read',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('client_secret')).toBeNull();
  });
});
