import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidateMessagesResponse } from '@hirelane/domain/outreach/candidate-messages.schema';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireTenant } from '../../http/access-control';
import { getCandidateMessages } from './get-candidate-messages';

const params = z.object({ candidateID: z.uuid('Not a valid candidate id.') });

export const outreachRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/candidate/:candidateID/messages',
      { schema: { tags: ['outreach'], params, response: { 200: candidateMessagesResponse } } },
      async (request) => ({
        success: true,
        data: await getCandidateMessages(
          app.db,
          requireTenant(request),
          request.params.candidateID,
        ),
      }),
    );
  };
