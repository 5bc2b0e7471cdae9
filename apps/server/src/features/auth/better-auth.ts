import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { magicLink } from 'better-auth/plugins/magic-link';
import {
  MAGIC_LINK_TTL_SECONDS,
  SESSION_IDLE_TIMEOUT_SECONDS,
} from '@hirelane/domain/auth/sign-in.schema';
import { PRODUCT_NAME } from '@hirelane/domain/product/product';
import type { Database } from '../../db/client';
import { account, session, user, verification } from '../../db/schema/auth';
import type { Mailer } from '../../mail/mailer';
import { signInMail } from '../../mail/templates';
import { revokeOlderMagicLinks } from './magic-link-store';
import { COOKIE_PREFIX } from './session-cookie';
import { RATE_LIMITED_MESSAGE, admitSignInRequest } from './sign-in-rate-limit';

/** Header the Fastify bridge sets from the socket address; anything a client sends under it is replaced. */
export const CLIENT_IP_HEADER = 'x-hirelane-client-ip';

export type AuthOptions = {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  secret: string;
  secureCookies: boolean;
  trustedOrigins: string[];
};

/** The link in the e-mail opens our /login/verify page, which hands the token to better-auth. */
export const signInLinkUrl = (
  appUrl: string,
  token: string,
  callbackURL: string | null,
): string => {
  const url = new URL('/login/verify', appUrl);
  url.searchParams.set('token', token);
  if (callbackURL && callbackURL.startsWith('/') && !callbackURL.startsWith('//')) {
    url.searchParams.set('callbackURL', callbackURL);
  }
  return url.toString();
};

/** What the rest of the server needs of better-auth: its fetch handler under /auth. */
export type Auth = { handler: (request: Request) => Promise<Response> };

export const createAuth = (options: AuthOptions): Auth =>
  betterAuth({
    appName: PRODUCT_NAME,
    baseURL: options.appUrl,
    basePath: '/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user, session, account, verification },
    }),
    session: {
      expiresIn: SESSION_IDLE_TIMEOUT_SECONDS,
      // Sliding expiry and the absolute cap are applied by our own session resolver.
      disableSessionRefresh: true,
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      database: { generateId: () => randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/magic-link') return;
        const body = ctx.body as { email?: unknown } | undefined;
        if (typeof body?.email !== 'string') return;
        const email = body.email.trim().toLowerCase();
        const ip = ctx.request?.headers.get(CLIENT_IP_HEADER) ?? 'unknown';
        if (!(await admitSignInRequest(options.db, email, ip))) {
          throw new APIError('TOO_MANY_REQUESTS', { message: RATE_LIMITED_MESSAGE });
        }
        return { context: { ...ctx, body: { ...body, email } } };
      }),
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, token }, ctx) => {
          // The newest link wins: requesting one voids the address's earlier, unused links.
          await revokeOlderMagicLinks(options.db, email);
          const body = ctx?.body as { callbackURL?: string } | undefined;
          const mail = signInMail(signInLinkUrl(options.appUrl, token, body?.callbackURL ?? null));
          await options.mailer.send({ to: email, ...mail });
        },
      }),
    ],
  });
