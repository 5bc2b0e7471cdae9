import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidateCallsResponse } from '@hirelane/domain/calls/candidate-calls.schema';
import {
  candidateIdParams,
  candidateQuerySchema,
} from '@hirelane/domain/candidates/candidate.schema';
import type { AppContext } from '../../app-context';
import { requireTenant } from '../../http/access-control';
import { listCandidateCalls } from './list-candidate-calls';
import { voiceWebhookRoutes } from './voice-webhook-routes';

const tags = ['calls'];

export const callRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    // Like Stripe's: the provider's public webhook exists only when a provider is configured.
    if (app.config.voice) await fastify.register(voiceWebhookRoutes(app, app.config.voice));

    fastify.get(
      '/api/candidate/:candidateID/calls',
      {
        schema: {
          tags,
          params: candidateIdParams,
          querystring: candidateQuerySchema,
          response: { 200: candidateCallsResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await listCandidateCalls(
          app.db,
          requireTenant(request),
          request.params.candidateID,
          request.query.project_id,
        ),
      }),
    );
  };
