import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLANS } from '@hirelane/domain/billing/plans';
import {
  balanceResponse,
  billingDetailsResponse,
  checkoutRequest,
  checkoutResponse,
  plansResponse,
  startTrialResponse,
} from '@hirelane/domain/billing/subscription.schema';
import type { AppContext } from '../../app-context';
import { requireTenant } from '../../http/access-control';
import { createBillingProvider } from './billing-provider';
import { getBalance } from './get-balance';
import { getBillingDetails } from './get-billing-details';
import { findWorkspace } from '../workspaces/workspace-store';
import { startCheckout } from './start-checkout';
import { startTrial } from './start-trial';

const tags = ['billing'];

export const billingRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    const provider = createBillingProvider(app.config, app.db);

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
  };
