import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request protection for cookie-authenticated writes: a write
 * whose Origin is not one of ours, or that the browser marks cross-site, is
 * refused. Requests without either header (server-to-server, CLI) carry no
 * ambient browser cookies worth forging.
 * It covers /auth too, in front of better-auth's own checks. A route opts out only with
 * `config.crossSite: 'allowed'` (the unsubscribe link: its token is the authority).
 * The app's own browser extension (`chrome-extension://<EXTENSION_ID>`) is trusted on
 * /api/extension/* only, the routes it calls with the app's session (decision 045).
 */
export const registerOriginCheck = (
  app: FastifyInstance,
  trustedOrigins: string[],
  extensionOrigin: string | null = null,
): void => {
  const trusted = new Set(trustedOrigins.map((origin) => new URL(origin).origin));
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config.crossSite === 'allowed') return;
    const origin = request.headers.origin;
    const fromExtension =
      extensionOrigin !== null &&
      origin === extensionOrigin &&
      request.url.startsWith('/api/extension/');
    if (origin !== undefined && !fromExtension && !trusted.has(origin)) {
      throw new HttpError(403, 'Cross-site request refused.');
    }
    if (origin === undefined && request.headers['sec-fetch-site'] === 'cross-site') {
      throw new HttpError(403, 'Cross-site request refused.');
    }
  });
};
