import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pipelineFunnelResponse } from '@hirelane/domain/insights/pipeline-funnel.schema';
import { talentMarketResponse } from '@hirelane/domain/insights/talent-market.schema';
import { projectIdParams } from '@hirelane/domain/projects/project.schema';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { getPipelineFunnel } from './get-pipeline-funnel';
import { getTalentMarket } from './get-talent-market';

const tags = ['insights'];

export const insightsRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/project/:id/insights/funnel',
      { schema: { tags, params: projectIdParams, response: { 200: pipelineFunnelResponse } } },
      async (request) => ({
        success: true,
        data: await getPipelineFunnel(app.db, requireTenant(request), request.params.id),
      }),
    );

    fastify.get(
      '/api/project/:id/insights/market',
      { schema: { tags, params: projectIdParams, response: { 200: talentMarketResponse } } },
      async (request) => ({
        success: true,
        data: await getTalentMarket(
          app,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
        ),
      }),
    );
  };
