import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  campaignIdParams,
  campaignResponse,
  campaignStepsResponse,
} from '@hirelane/domain/campaigns/campaign.schema';
import type { AppContext } from '../../app-context';
import { requireTenant } from '../../http/access-control';
import { getCampaign } from './get-campaign';
import { listStepsOfCampaign } from './list-campaign-steps';

const tags = ['campaigns'];

export const campaignRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/campaign/get/:id',
      { schema: { tags, params: campaignIdParams, response: { 200: campaignResponse } } },
      async (request) => ({
        success: true,
        data: await getCampaign(app.db, requireTenant(request), request.params.id),
      }),
    );

    fastify.get(
      '/api/campaign/:id/steps',
      { schema: { tags, params: campaignIdParams, response: { 200: campaignStepsResponse } } },
      async (request) => ({
        success: true,
        data: await listStepsOfCampaign(app.db, requireTenant(request), request.params.id),
      }),
    );
  };
