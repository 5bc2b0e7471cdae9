import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { isValidCloudApiSignature } from '../../integrations/whatsapp/cloud-api-signature';
import {
  cloudWebhookEvents,
  cloudWebhookPayload,
} from '../../integrations/whatsapp/cloud-api-webhook';
import { handleCloudWebhook } from './handle-cloud-webhook';
import { appSecretOf, WHATSAPP_CLOUD_WEBHOOK_PREFIX } from './whatsapp-business-credentials';
import { findBusinessAccountById } from './whatsapp-business-store';

const verification = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().optional(),
});
const params = z.object({ accountId: z.string() });

/**
 * Meta's webhook for one business account (decision 048). Public: the GET echoes hub.challenge
 * when the verify token matches; each POST must carry X-Hub-Signature-256 of its raw body with
 * the account's app secret (401 otherwise). This scope keeps the body as the bytes Meta signed.
 */
export const whatsappCloudWebhookRoutes =
  (app: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    fastify.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 3 * 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );

    const path = `${WHATSAPP_CLOUD_WEBHOOK_PREFIX}/:accountId`;
    const config = { access: 'public', crossSite: 'allowed' } as const;

    fastify.get(path, { config, schema: { hide: true } }, async (request, reply) => {
      const { accountId } = params.parse(request.params);
      const query = verification.safeParse(request.query);
      const account = await findBusinessAccountById(app.db, accountId);
      if (
        !account ||
        !query.success ||
        query.data['hub.mode'] !== 'subscribe' ||
        query.data['hub.verify_token'] !== account.verifyToken ||
        query.data['hub.challenge'] === undefined
      )
        return reply.code(403).type('text/plain').send('Forbidden');
      return reply.code(200).type('text/plain').send(query.data['hub.challenge']);
    });

    fastify.post(path, { config, schema: { hide: true } }, async (request, reply) => {
      const { accountId } = params.parse(request.params);
      const account = await findBusinessAccountById(app.db, accountId);
      if (!account)
        return reply
          .code(404)
          .send({ success: false, message: 'No WhatsApp Business account here.' });
      const signature = request.headers['x-hub-signature-256'];
      if (
        !Buffer.isBuffer(request.body) ||
        !isValidCloudApiSignature(
          appSecretOf(app, account),
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
      const payload = cloudWebhookPayload.safeParse(parsed);
      if (!payload.success)
        return reply
          .code(422)
          .send({ success: false, message: 'Not a WhatsApp webhook (object, entry, changes).' });
      return {
        success: true,
        outcomes: await handleCloudWebhook(app, account, cloudWebhookEvents(payload.data)),
      };
    });
  };
