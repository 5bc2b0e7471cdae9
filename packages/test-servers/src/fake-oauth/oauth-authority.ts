import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/*
 * The authorization server half of a fake OAuth provider (RFC 6749 with PKCE, RFC 7636): an
 * authorize endpoint that consents at once (or refuses, when told to) and redirects back with a
 * code, and a token endpoint that checks the client secret, the redirect URI and the S256 PKCE
 * verifier, issues short-lived access tokens and refresh tokens, and refreshes them. Each fake
 * provider dresses the errors in its own shapes.
 */

export type OauthClient = { clientId: string; clientSecret: string };

export type TokenErrorShape = (
  error: 'invalid_client' | 'invalid_grant' | 'invalid_request' | 'unsupported_grant_type',
  description: string,
) => { status: number; body: Record<string, unknown> };

export type TokenRequestRecord = { grantType: string; form: Record<string, string> };

type PendingCode = {
  clientId: string;
  redirectUri: string;
  challenge: string;
  scope: string;
  used: boolean;
};

export type OauthAuthority = {
  /** Every form the token endpoint received, in order. */
  tokenRequests: TokenRequestRecord[];
  /** The next consents are refused (the person clicks "Cancel"): error=access_denied. */
  refuseConsent: (refuse: boolean) => void;
  /** Every access token issued so far stops working (as when its hour is over). */
  expireAccessTokens: () => void;
  /** Every refresh token is revoked (the person removed the app's access). */
  revokeRefreshTokens: () => void;
  /** True for an access token neither expired nor made stale; the API half asks on each call. */
  isValidAccessToken: (token: string) => boolean;
  authorize: (url: URL, response: ServerResponse) => void;
  token: (request: IncomingMessage, body: string, response: ServerResponse) => void;
};

const sendJson = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
};

const s256 = (verifier: string) =>
  createHash('sha256').update(verifier, 'ascii').digest('base64url');

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export const createOauthAuthority = (options: {
  client: OauthClient;
  tokenError: TokenErrorShape;
  accessTokenSeconds: number;
  /** Microsoft hands a new refresh token on every refresh; Google keeps the first. */
  rotateRefreshTokens: boolean;
  tokenPrefix: string;
  /** Extra fields of a token answer (Microsoft's ext_expires_in). */
  extraTokenFields?: (scope: string) => Record<string, unknown>;
}): OauthAuthority => {
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, { live: boolean; expiresAt: number }>();
  const refreshTokens = new Map<string, { scope: string; live: boolean }>();
  const tokenRequests: TokenRequestRecord[] = [];
  let refuse = false;
  const random = (kind: string) =>
    `${options.tokenPrefix}${kind}-${randomBytes(18).toString('base64url')}`;

  const issue = (response: ServerResponse, scope: string, refreshToken: string | null) => {
    const accessToken = random('at');
    accessTokens.set(accessToken, {
      live: true,
      expiresAt: Date.now() + options.accessTokenSeconds * 1000,
    });
    let newRefresh = refreshToken;
    if (!refreshToken || options.rotateRefreshTokens) {
      newRefresh = random('rt');
      refreshTokens.set(newRefresh, { scope, live: true });
    }
    sendJson(response, 200, {
      token_type: 'Bearer',
      scope,
      expires_in: options.accessTokenSeconds,
      ...options.extraTokenFields?.(scope),
      access_token: accessToken,
      ...(newRefresh !== refreshToken || !refreshToken ? { refresh_token: newRefresh } : {}),
    });
  };

  const fail = (
    response: ServerResponse,
    error: Parameters<TokenErrorShape>[0],
    description: string,
  ) => {
    const shape = options.tokenError(error, description);
    sendJson(response, shape.status, shape.body);
  };

  return {
    tokenRequests,
    refuseConsent: (value) => {
      refuse = value;
    },
    expireAccessTokens: () => {
      for (const token of accessTokens.values()) token.live = false;
    },
    revokeRefreshTokens: () => {
      for (const token of refreshTokens.values()) token.live = false;
    },
    isValidAccessToken: (token) => {
      const known = accessTokens.get(token);
      return known?.live === true && known.expiresAt > Date.now();
    },

    authorize: (url, response) => {
      const params = url.searchParams;
      const redirectUri = params.get('redirect_uri') ?? '';
      const clientId = params.get('client_id') ?? '';
      // Like the real providers: a wrong client or redirect is shown on the provider's own page.
      if (clientId !== options.client.clientId || !/^https?:\/\//.test(redirectUri)) {
        response.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
        response.end('<h1>Error 400: invalid_request</h1><p>The OAuth client was not found.</p>');
        return;
      }
      const back = new URL(redirectUri);
      const state = params.get('state');
      const challenge = params.get('code_challenge') ?? '';
      if (params.get('response_type') !== 'code') {
        back.searchParams.set('error', 'unsupported_response_type');
      } else if (params.get('code_challenge_method') !== 'S256' || challenge.length < 43) {
        back.searchParams.set('error', 'invalid_request');
      } else if (refuse) {
        back.searchParams.set('error', 'access_denied');
      } else {
        const code = random('code');
        codes.set(code, {
          clientId,
          redirectUri,
          challenge,
          scope: params.get('scope') ?? '',
          used: false,
        });
        back.searchParams.set('code', code);
      }
      if (state !== null) back.searchParams.set('state', state);
      response.writeHead(302, { location: back.toString() });
      response.end();
    },

    token: (request, body, response) => {
      if (!(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
        return fail(response, 'invalid_request', 'The body must be form-encoded.');
      const form = Object.fromEntries(new URLSearchParams(body));
      tokenRequests.push({ grantType: form.grant_type ?? '', form });
      if (
        form.client_id !== options.client.clientId ||
        !sameText(form.client_secret ?? '', options.client.clientSecret)
      )
        return fail(response, 'invalid_client', 'The client secret is wrong.');
      if (form.grant_type === 'authorization_code') {
        const pending = codes.get(form.code ?? '');
        if (!pending || pending.used || pending.clientId !== form.client_id)
          return fail(response, 'invalid_grant', 'The code is unknown or was already used.');
        if (pending.redirectUri !== form.redirect_uri)
          return fail(response, 'invalid_grant', 'The redirect_uri does not match.');
        if (!form.code_verifier || !sameText(s256(form.code_verifier), pending.challenge))
          return fail(
            response,
            'invalid_grant',
            'The code_verifier does not match the code_challenge.',
          );
        pending.used = true;
        return issue(response, pending.scope, null);
      }
      if (form.grant_type === 'refresh_token') {
        const known = refreshTokens.get(form.refresh_token ?? '');
        if (!known?.live)
          return fail(response, 'invalid_grant', 'The refresh token expired or was revoked.');
        return issue(response, known.scope, form.refresh_token!);
      }
      return fail(response, 'unsupported_grant_type', 'Unsupported grant_type.');
    },
  };
};

export const readRequestBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

export { sendJson };

/** The bearer token of a request, or ''. */
export const bearerOf = (request: IncomingMessage): string =>
  /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
