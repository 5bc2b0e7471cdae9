import { CalendarProviderError } from './calendar-provider';
import { asRecord, asText, providerRequest } from './provider-http';

/*
 * The OAuth 2 authorization-code flow with PKCE (RFC 6749, RFC 7636) as Google and the Microsoft
 * identity platform run it: the consent URL, the code exchange and the refresh, all with the
 * client secret (a confidential web client) and form-encoded token requests.
 */

export type OauthClientSpec = {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  scope: string;
  /** Provider-specific consent parameters (Google's access_type=offline, Microsoft's response_mode). */
  authorizeExtras: Record<string, string>;
  /** Microsoft asks the scope again when refreshing; Google keeps the granted one. */
  scopeOnRefresh: boolean;
};

export type OauthTokens = { accessToken: string; refreshToken: string; expiresAt: number };

export const authorizationUrl = (
  spec: OauthClientSpec,
  request: { redirectUri: string; state: string; codeChallenge: string },
): string => {
  const url = new URL(spec.authorizeUrl);
  const params = {
    client_id: spec.clientId,
    response_type: 'code',
    redirect_uri: request.redirectUri,
    scope: spec.scope,
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
    ...spec.authorizeExtras,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
};

const tokenCall = async (
  spec: OauthClientSpec,
  form: Record<string, string>,
  previousRefreshToken: string | null,
  now: number,
): Promise<OauthTokens> => {
  const answer = await providerRequest(spec.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      ...form,
      client_id: spec.clientId,
      client_secret: spec.clientSecret,
    }).toString(),
  });
  const body = asRecord(answer.body);
  if (answer.status !== 200) {
    // invalid_grant: the refresh token was revoked or expired; the person must connect again.
    const error = asText(body.error);
    throw new CalendarProviderError(
      error === 'invalid_grant' ? 'unauthorized' : 'failed',
      `The token endpoint refused the request (${answer.status} ${error || 'no error code'}).`,
    );
  }
  const accessToken = asText(body.access_token);
  const refreshToken = asText(body.refresh_token) || previousRefreshToken;
  const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : Number(body.expires_in);
  if (!accessToken || !refreshToken || !Number.isFinite(expiresIn))
    throw new CalendarProviderError(
      'failed',
      'The token endpoint did not answer an access token, a refresh token and its lifetime.',
    );
  return { accessToken, refreshToken, expiresAt: now + expiresIn * 1000 };
};

export const exchangeAuthorizationCode = (
  spec: OauthClientSpec,
  request: { code: string; codeVerifier: string; redirectUri: string },
  now = Date.now(),
): Promise<OauthTokens> =>
  tokenCall(
    spec,
    {
      grant_type: 'authorization_code',
      code: request.code,
      code_verifier: request.codeVerifier,
      redirect_uri: request.redirectUri,
    },
    null,
    now,
  );

export const refreshAccessToken = (
  spec: OauthClientSpec,
  refreshToken: string,
  now = Date.now(),
): Promise<OauthTokens> =>
  tokenCall(
    spec,
    {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      ...(spec.scopeOnRefresh ? { scope: spec.scope } : {}),
    },
    refreshToken,
    now,
  );

/** Hands out a valid access token, refreshing it when it expired or the API answered 401. */
export interface AccessTokenSource {
  current(): Promise<string>;
  /** After a 401: a new token (the old one is never reused). */
  renewed(): Promise<string>;
}

/** Calls an API with the bearer token; a 401 renews the token once and tries again. */
export const withBearer = async <T extends { status: number }>(
  tokens: AccessTokenSource,
  call: (accessToken: string) => Promise<T>,
): Promise<T> => {
  const first = await call(await tokens.current());
  if (first.status !== 401) return first;
  const second = await call(await tokens.renewed());
  if (second.status === 401)
    throw new CalendarProviderError('unauthorized', 'The API refused a fresh access token.');
  return second;
};
