import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLANS } from '@hirelane/domain/billing/plans';
import {
  balanceResponse,
  billingDetailsResponse,
  checkoutRequest,
  checkoutResponse,
  plansResponse,
  portalResponse,
  startTrialResponse,
  topUpRequest,
  topUpResponse,
} from '@hirelane/domain/billing/subscription.schema';
import type { AppContext } from '../../app-context';
import { requireTenant } from '../../http/access-control';
import { createStripeClient } from '../../integrations/stripe/create-stripe-client';
import { createBillingProvider } from './billing-provider';
import { getBalance } from './get-balance';
import { getBillingDetails } from './get-billing-details';
import { findWorkspace } from '../workspaces/workspace-store';
import { startCheckout } from './start-checkout';
import { startTrial } from './start-trial';
import { startTopUp } from './start-top-up';
import { openBillingPortal } from './open-billing-portal';
import { stripeWebhookRoutes } from './stripe-webhook-routes';

const tags = ['billing'];

export const billingRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    const stripe = app.config.stripe ? createStripeClient(app.config.stripe) : null;
    const provider = createBillingProvider(app.config, app.db, stripe);
    // Only with Stripe configured: without it there is nothing to receive.
    if (app.config.stripe && stripe)
      await fastify.register(
        stripeWebhookRoutes({ db: app.db, stripe, config: app.config.stripe }),
      );

    fastify.get(
      '/api/subscription/plans',
      { schema: { tags, response: { 200: plansResponse } } },
      async (request) => {
        const workspace = await findWorkspace(app.db, requireTenant(request).workspaceId);
        return {
          success: true,
          data: {
            plans: PLANS.map((plan) => ({ ...plan })),
            provider: provider.name,
            trial_available: workspace?.planName == null,
          },
        };
      },
    );

    fastify.get(
      '/api/subscription/balance',
      { schema: { tags, response: { 200: balanceResponse } } },
      async (request) => ({
        success: true,
        data: await getBalance(app.db, requireTenant(request).workspaceId),
      }),
    );

    fastify.get(
      '/api/subscription/billing-details',
      {
        config: { permission: 'workspace:billing:edit' },
        schema: { tags, response: { 200: billingDetailsResponse } },
      },
      async (request) => ({
        success: true,
        data: await getBillingDetails(app.db, provider, requireTenant(request).workspaceId),
      }),
    );

    fastify.post(
      '/api/subscription/start-trial',
      {
        config: { permission: 'workspace:billing:edit' },
        schema: { tags, response: { 200: startTrialResponse } },
      },
      async (request) => ({
        success: true,
        message: 'Your free trial has started.',
        data: await startTrial(app.db, requireTenant(request).workspaceId),
      }),
    );

    fastify.post(
      '/api/subscription/checkout',
      {
        config: { permission: 'workspace:billing:edit' },
        schema: { tags, body: checkoutRequest, response: { 200: checkoutResponse } },
      },
      async (request) => ({
        success: true,
        data: await startCheckout(app.db, provider, {
          workspaceId: requireTenant(request).workspaceId,
          planName: request.body.plan_name,
          appUrl: app.config.appUrl,
        }),
      }),
    );

    fastify.post(
      '/api/subscription/top-up',
      {
        config: { permission: 'workspace:billing:edit' },
        schema: { tags, body: topUpRequest, response: { 200: topUpResponse } },
      },
      async (request) => {
        const tenant = requireTenant(request);
        return {
          success: true,
          data: await startTopUp(app.db, provider, {
            workspaceId: tenant.workspaceId,
            packId: request.body.pack_id,
            userId: request.session?.user.id ?? null,
            appUrl: app.config.appUrl,
          }),
        };
      },
    );

    fastify.post(
      '/api/subscription/portal',
      {
        config: { permission: 'workspace:billing:edit' },
        schema: { tags, response: { 200: portalResponse } },
      },
      async (request) => ({
        success: true,
        data: await openBillingPortal(app.db, provider, {
          workspaceId: requireTenant(request).workspaceId,
          appUrl: app.config.appUrl,
        }),
      }),
    );
  };
