import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { readLinkToken } from './tracking-links';
import { recordTrackingEvent } from './record-tracking-event';
import { unsubscribeByDelivery } from './unsubscribe-candidate';

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const tokenParams = z.object({ token: z.string().min(10).max(200) });

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} · Hirelane</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1c1917"><h1 style="font-size:1.4rem">${title}</h1>${body}</body></html>`;

/**
 * Public links of campaign e-mails: unsubscribe (a page with a button, and RFC 8058 one-click
 * POST), the open pixel and the click redirect. Each carries a signed delivery id.
 */
export const trackingRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    const secret = app.config.sessionSecret;
    const hidden = { hide: true };
    // RFC 8058: mail providers post `List-Unsubscribe=One-Click` as a form, and so does the
    // page's own button (empty). The token in the path is what counts; the body is not read.
    fastify.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );

    fastify.get(
      '/u/:token',
      { config: { access: 'public' }, schema: { ...hidden, params: tokenParams } },
      async (request, reply) => {
        const valid = readLinkToken(secret, 'unsubscribe', request.params.token) !== null;
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (!valid)
          return reply
            .code(404)
            .send(page('Link not valid', '<p>This unsubscribe link is not valid.</p>'));
        return page(
          'Unsubscribe',
          `<p>Stop all messages from this sender?</p><form method="post"><button type="submit" style="font-size:1rem;padding:.5rem 1rem">Unsubscribe</button></form>`,
        );
      },
    );

    // Exempt from the Origin check: the recipient posts from their mail provider or, on the
    // page, with `Origin: null` (the app sends no referrer); the signed token is the authority.
    fastify.post(
      '/u/:token',
      {
        config: { access: 'public', crossSite: 'allowed' },
        schema: { ...hidden, params: tokenParams },
      },
      async (request, reply) => {
        const deliveryId = readLinkToken(secret, 'unsubscribe', request.params.token);
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (!deliveryId || !(await unsubscribeByDelivery(app.db, deliveryId)))
          return reply
            .code(404)
            .send(page('Link not valid', '<p>This unsubscribe link is not valid.</p>'));
        return page('You are unsubscribed', '<p>You will not hear from this sender again.</p>');
      },
    );

    fastify.get(
      '/t/o/:token',
      { config: { access: 'public' }, schema: { ...hidden, params: tokenParams } },
      async (request, reply) => {
        const deliveryId = readLinkToken(
          secret,
          'open',
          request.params.token.replace(/\.gif$/, ''),
        );
        if (deliveryId) await recordTrackingEvent(app.db, deliveryId, 'open', null);
        return reply.type('image/gif').header('cache-control', 'no-store').send(PIXEL);
      },
    );

    fastify.get(
      '/t/c/:token',
      {
        config: { access: 'public' },
        schema: {
          ...hidden,
          params: tokenParams,
          querystring: z.object({ u: z.string().max(4000) }),
        },
      },
      async (request, reply) => {
        const target = request.query.u;
        const deliveryId = readLinkToken(secret, 'click', request.params.token, target);
        if (!deliveryId || !/^https?:\/\//i.test(target))
          return reply
            .code(404)
            .type('text/html; charset=utf-8')
            .send(page('Link not valid', '<p>This link is not valid.</p>'));
        await recordTrackingEvent(app.db, deliveryId, 'click', target);
        return reply.redirect(target, 302);
      },
    );
  };
