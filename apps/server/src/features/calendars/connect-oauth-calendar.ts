import type {
  CalendarConnectError,
  OauthCalendarProvider,
} from '@hirelane/domain/calendars/calendar-account.schema';
import type { AppContext } from '../../app-context';
import type { ProviderCalendar } from '../../integrations/calendar/calendar-provider';
import { GoogleCalendarClient } from '../../integrations/calendar/google-calendar-client';
import { MicrosoftCalendarClient } from '../../integrations/calendar/microsoft-calendar-client';
import {
  authorizationUrl,
  exchangeAuthorizationCode,
  type AccessTokenSource,
} from '../../integrations/calendar/oauth-client';
import { pkceChallenge, pkceVerifier } from '../../integrations/calendar/oauth-pkce';
import { isActiveMemberOf, saveCalendarConnection } from './calendar-account-store';
import { calendarConfirmationPath } from './calendar-confirmation-path';
import { oauthRedirectUri, oauthSpecFor } from './calendar-oauth-providers';
import { sealOauthTokens } from './oauth-token-store';
import { signOauthState, verifyOauthState } from './oauth-state';

/**
 * GET /api/communication/calendar/{provider}/authorize: where the browser goes to give consent,
 * with a signed state (user, workspace, nonce, expiry) and the PKCE S256 challenge. Unconfigured:
 * back to the confirmation page, which says so.
 */
export const startCalendarOauth = (
  app: AppContext,
  provider: OauthCalendarProvider,
  userId: string,
  workspaceId: string,
): string => {
  const spec = oauthSpecFor(app, provider);
  if (!spec) return calendarConfirmationPath({ error: 'not_configured', provider });
  const { state, nonce } = signOauthState(app.config.sessionSecret, {
    userId,
    workspaceId,
    provider,
  });
  return authorizationUrl(spec, {
    redirectUri: oauthRedirectUri(app, provider),
    state,
    codeChallenge: pkceChallenge(pkceVerifier(app.config.sessionSecret, nonce)),
  });
};

export type OauthCallbackQuery = { code?: string; state?: string; error?: string };

/** The address and writable calendars of the account the tokens belong to. */
const describeProviderAccount = async (
  app: AppContext,
  provider: OauthCalendarProvider,
  tokens: AccessTokenSource,
): Promise<{ address: string | null; calendars: ProviderCalendar[]; apiUrl: string }> => {
  if (provider === 'google') {
    const config = app.config.googleCalendar!;
    const found = await new GoogleCalendarClient(config, tokens).listCalendars();
    return { ...found, apiUrl: config.apiUrl };
  }
  const config = app.config.microsoftCalendar!;
  const found = await new MicrosoftCalendarClient(config, tokens, '').describeAccount();
  return { ...found, apiUrl: config.graphUrl };
};

/**
 * GET /api/communication/calendar/{provider}/callback: checks the state against the signed-in
 * person, exchanges the code (with the PKCE verifier), finds the address and the calendars, and
 * stores the account with its tokens sealed. Answers where the browser goes next: the
 * confirmation page, with the address or with the reason it failed.
 */
export const finishCalendarOauth = async (
  app: AppContext,
  provider: OauthCalendarProvider,
  sessionUserId: string,
  query: OauthCallbackQuery,
  logFailure: (error: unknown) => void = () => undefined,
): Promise<string> => {
  const fail = (error: CalendarConnectError) => calendarConfirmationPath({ error, provider });
  const state = query.state
    ? verifyOauthState(app.config.sessionSecret, query.state, provider)
    : null;
  if (!state || state.userId !== sessionUserId) return fail('state');
  const spec = oauthSpecFor(app, provider);
  if (!spec) return fail('not_configured');
  if (query.error) return fail(query.error === 'access_denied' ? 'denied' : 'failed');
  if (!query.code) return fail('failed');
  // Removed from the workspace since the start: the connection is not theirs to make there.
  if (!(await isActiveMemberOf(app.db, state.workspaceId, sessionUserId))) return fail('state');
  try {
    const tokens = await exchangeAuthorizationCode(spec, {
      code: query.code,
      codeVerifier: pkceVerifier(app.config.sessionSecret, state.nonce),
      redirectUri: oauthRedirectUri(app, provider),
    });
    const fresh: AccessTokenSource = {
      current: async () => tokens.accessToken,
      renewed: async () => tokens.accessToken,
    };
    const account = await describeProviderAccount(app, provider, fresh);
    const first = account.calendars[0];
    if (!account.address) return fail('failed');
    if (!first) return fail('no_calendar');
    await saveCalendarConnection(app.db, state.workspaceId, sessionUserId, {
      provider,
      address: account.address,
      serverUrl: account.apiUrl,
      username: account.address,
      secret: sealOauthTokens(app.config.encryptionKey, tokens),
      eventCalendarUrl: first.id,
      calendars: account.calendars.map((calendar) => ({ url: calendar.id, name: calendar.name })),
    });
    return calendarConfirmationPath({ email: account.address });
  } catch (error) {
    logFailure(error);
    return fail('failed');
  }
};
