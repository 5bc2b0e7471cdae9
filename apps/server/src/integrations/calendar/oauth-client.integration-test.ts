import {
  startFakeGoogleCalendar,
  type FakeGoogleCalendar,
} from '@hirelane/test-servers/fake-google-calendar/fake-google-calendar';
import {
  startFakeMicrosoftCalendar,
  type FakeMicrosoftCalendar,
} from '@hirelane/test-servers/fake-microsoft-calendar/fake-microsoft-calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { CalendarProviderError } from './calendar-provider';
import { googleOauthSpec, GoogleCalendarClient } from './google-calendar-client';
import { microsoftOauthSpec } from './microsoft-calendar-client';
import {
  authorizationUrl,
  exchangeAuthorizationCode,
  refreshAccessToken,
  type OauthClientSpec,
} from './oauth-client';
import { pkceChallenge } from './oauth-pkce';

const REDIRECT = 'https://app.hirelane.test/api/communication/calendar/google/callback';
const VERIFIER = 'a'.repeat(43);

let google: FakeGoogleCalendar;
let microsoft: FakeMicrosoftCalendar;
let googleSpec: OauthClientSpec;
let microsoftSpec: OauthClientSpec;

beforeAll(async () => {
  [google, microsoft] = await Promise.all([
    startFakeGoogleCalendar({
      clientId: 'client.apps.googleusercontent.com',
      clientSecret: 'GOCSPX-right',
      email: 'ana@gmail.test',
      calendars: [{ id: 'ana@gmail.test', summary: 'Ana', accessRole: 'owner', primary: true }],
    }),
    startFakeMicrosoftCalendar({
      clientId: 'ms-client',
      clientSecret: 'ms-right',
      email: 'mo@contoso.test',
      displayName: 'Mo',
      calendars: [{ id: 'AAMkDefault=', name: 'Calendar', isDefaultCalendar: true }],
    }),
  ]);
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 's'.repeat(40),
    ENCRYPTION_KEY: '0'.repeat(64),
    ...google.env,
    ...microsoft.env,
  });
  googleSpec = googleOauthSpec(config.googleCalendar!);
  microsoftSpec = microsoftOauthSpec(config.microsoftCalendar!);
});

afterAll(async () => {
  await Promise.all([google?.close(), microsoft?.close()]);
});

/** Consents at the fake and answers the code it redirects back with. */
const codeFrom = async (spec: OauthClientSpec, verifier = VERIFIER) => {
  const url = authorizationUrl(spec, {
    redirectUri: REDIRECT,
    state: 'state-1',
    codeChallenge: pkceChallenge(verifier),
  });
  const answer = await fetch(url, { redirect: 'manual' });
  const back = new URL(answer.headers.get('location') ?? '');
  expect(back.searchParams.get('state')).toBe('state-1');
  return back.searchParams.get('code') ?? '';
};

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error instanceof CalendarProviderError ? error.reason : 'other';
  }
  return 'none';
};

describe('the OAuth client against the fake providers', () => {
  it('exchanges a code only with the verifier of its challenge, once', async () => {
    const code = await codeFrom(googleSpec);
    expect(
      await failureOf(
        exchangeAuthorizationCode(googleSpec, {
          code,
          codeVerifier: 'b'.repeat(43),
          redirectUri: REDIRECT,
        }),
      ),
    ).toBe('unauthorized');
    const fresh = await codeFrom(googleSpec);
    const tokens = await exchangeAuthorizationCode(
      googleSpec,
      { code: fresh, codeVerifier: VERIFIER, redirectUri: REDIRECT },
      1_000,
    );
    expect(tokens).toMatchObject({ expiresAt: 1_000 + 3599_000 });
    expect(tokens.refreshToken).not.toBe('');
    expect(
      await failureOf(
        exchangeAuthorizationCode(googleSpec, {
          code: fresh,
          codeVerifier: VERIFIER,
          redirectUri: REDIRECT,
        }),
      ),
    ).toBe('unauthorized');
  });

  it('is refused with a wrong client secret, in each provider’s error shape', async () => {
    const code = await codeFrom(googleSpec);
    expect(
      await failureOf(
        exchangeAuthorizationCode(
          { ...googleSpec, clientSecret: 'GOCSPX-wrong' },
          { code, codeVerifier: VERIFIER, redirectUri: REDIRECT },
        ),
      ),
    ).toBe('failed');
    const answer = await fetch(microsoftSpec.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: 'ms-client',
        client_secret: 'ms-wrong',
        grant_type: 'authorization_code',
        code: 'x',
      }).toString(),
    });
    expect(answer.status).toBe(401);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ error: 'invalid_client', error_codes: [7000215] });
    expect(String(body.error_description)).toMatch(/^AADSTS7000215: /);
  });

  it('refreshes while the grant lives, keeping Google’s refresh token, and not once revoked', async () => {
    const code = await codeFrom(googleSpec);
    const first = await exchangeAuthorizationCode(googleSpec, {
      code,
      codeVerifier: VERIFIER,
      redirectUri: REDIRECT,
    });
    const renewed = await refreshAccessToken(googleSpec, first.refreshToken);
    expect(renewed.accessToken).not.toBe(first.accessToken);
    expect(renewed.refreshToken).toBe(first.refreshToken);
    google.oauth.revokeRefreshTokens();
    expect(await failureOf(refreshAccessToken(googleSpec, first.refreshToken))).toBe(
      'unauthorized',
    );
  });

  it('rotates Microsoft’s refresh token and sends the scope again', async () => {
    const code = await codeFrom(microsoftSpec);
    const first = await exchangeAuthorizationCode(microsoftSpec, {
      code,
      codeVerifier: VERIFIER,
      redirectUri: REDIRECT,
    });
    const renewed = await refreshAccessToken(microsoftSpec, first.refreshToken);
    expect(renewed.refreshToken).not.toBe(first.refreshToken);
    expect(microsoft.oauth.tokenRequests.at(-1)?.form.scope).toBe(
      'offline_access Calendars.ReadWrite User.Read',
    );
  });

  it('answers a stale token with Google’s 401, and the client renews once then gives up', async () => {
    const raw = await fetch(`${google.baseUrl}/calendar/v3/users/me/calendarList`, {
      headers: { authorization: 'Bearer stale' },
    });
    expect(raw.status).toBe(401);
    expect(raw.headers.get('www-authenticate')).toContain('invalid_token');
    expect(await raw.json()).toMatchObject({
      error: { code: 401, status: 'UNAUTHENTICATED', errors: [{ reason: 'authError' }] },
    });
    let renewals = 0;
    const client = new GoogleCalendarClient(
      { apiUrl: google.baseUrl },
      {
        current: async () => 'stale',
        renewed: async () => {
          renewals += 1;
          return 'still-stale';
        },
      },
    );
    expect(await failureOf(client.listCalendars())).toBe('unauthorized');
    expect(renewals).toBe(1);
  });
});
