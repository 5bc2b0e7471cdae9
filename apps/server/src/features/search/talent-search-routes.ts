import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectIdParams } from '@hirelane/domain/projects/project.schema';
import {
  talentSearchIdsResponse,
  talentSearchRequestSchema,
  talentSearchResponse,
} from '@hirelane/domain/search/talent-search.schema';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { listTalentSearchIds } from './list-talent-search-ids';
import { runTalentSearch } from './run-talent-search';

const tags = ['projects'];

export const talentSearchRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.post(
      '/api/project/:id/search/run',
      {
        schema: {
          tags,
          params: projectIdParams,
          body: talentSearchRequestSchema,
          response: { 200: talentSearchResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await runTalentSearch(
          app,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
          request.body,
        ),
      }),
    );

    fastify.post(
      '/api/project/:id/search/ids',
      {
        schema: {
          tags,
          params: projectIdParams,
          body: talentSearchRequestSchema,
          response: { 200: talentSearchIdsResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await listTalentSearchIds(
          app,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
          request.body,
        ),
      }),
    );
  };
