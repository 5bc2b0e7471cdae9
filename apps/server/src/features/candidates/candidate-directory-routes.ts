import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  candidateDirectoryQuery,
  candidateDirectoryResponse,
} from '@hirelane/domain/candidates/candidate-directory.schema';
import type { AppContext } from '../../app-context';
import { requireTenant } from '../../http/access-control';
import { listCandidateDirectory } from './list-candidate-directory';

const tags = ['candidates'];

export const candidateDirectoryRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/candidates',
      {
        schema: {
          tags,
          summary: 'Every person the caller may see, one row each, with their projects',
          querystring: candidateDirectoryQuery,
          response: { 200: candidateDirectoryResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await listCandidateDirectory(app.db, requireTenant(request), request.query),
      }),
    );
  };
