import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { isValidWahaSignature } from '../../integrations/whatsapp/waha-signature';
import { WAHA_WEBHOOK_PATH } from './connect-whatsapp';
import { handleWahaEvent, wahaEvent } from './handle-waha-event';

/**
 * WAHA's webhook (decision 048). Public: the HMAC of the raw body is the authority, so this
 * scope keeps the body as the bytes WAHA signed. A bad signature is 401; a replay is a no-op.
 */
export const whatsappWebhookRoutes =
  (app: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    fastify.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );

    fastify.post(
      WAHA_WEBHOOK_PATH,
      { config: { access: 'public', crossSite: 'allowed' }, schema: { hide: true } },
      async (request, reply) => {
        const secret = app.config.waha?.webhookSecret;
        if (!secret)
          return reply
            .code(404)
            .send({ success: false, message: 'WhatsApp is not configured on this server.' });
        const signature = request.headers['x-webhook-hmac'];
        if (
          !Buffer.isBuffer(request.body) ||
          !isValidWahaSignature(
            secret,
            request.body,
            typeof signature === 'string' ? signature : undefined,
          )
        )
          return reply
            .code(401)
            .send({ success: false, message: 'The webhook signature does not match this body.' });
        let parsed: unknown;
        try {
          parsed = JSON.parse(request.body.toString('utf8'));
        } catch {
          return reply.code(422).send({ success: false, message: 'The body is not JSON.' });
        }
        const event = wahaEvent.safeParse(parsed);
        if (!event.success)
          return reply
            .code(422)
            .send({ success: false, message: 'Not a WAHA event (event, session, payload).' });
        return { success: true, outcome: await handleWahaEvent(app, event.data) };
      },
    );
  };
