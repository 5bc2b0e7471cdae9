import type { FastifyPluginAsync } from 'fastify';
import type { StripeConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Stripe } from '../../integrations/stripe/create-stripe-client';
import { handleStripeEvent } from './handle-stripe-event';

export const STRIPE_WEBHOOK_PATH = '/api/billing/stripe/webhook';

/**
 * Stripe's webhook (decision 023). Public: the signature over the raw body is the authority,
 * so this scope's JSON parser keeps the body as the Buffer Stripe signed.
 */
export const stripeWebhookRoutes =
  (deps: { db: Database; stripe: Stripe; config: StripeConfig }): FastifyPluginAsync =>
  async (fastify) => {
    fastify.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );

    fastify.post(
      STRIPE_WEBHOOK_PATH,
      { config: { access: 'public', crossSite: 'allowed' }, schema: { hide: true } },
      async (request, reply) => {
        // 400 is what Stripe expects for a delivery it should not retry as is (not in API_STATUS:
        // no page of ours ever shows it).
        const refuse = (message: string) => reply.code(400).send({ success: false, message });
        const signature = request.headers['stripe-signature'];
        if (!Buffer.isBuffer(request.body) || typeof signature !== 'string')
          return refuse('A Stripe event with its Stripe-Signature header is expected.');
        let event: Stripe.Event;
        try {
          event = deps.stripe.webhooks.constructEvent(
            request.body,
            signature,
            deps.config.webhookSecret,
          );
        } catch {
          return refuse('The Stripe signature does not match this body.');
        }
        const outcome = await handleStripeEvent(deps, event);
        return { received: true, outcome };
      },
    );
  };
