import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DISMISSED_MESSAGE,
  dismissDuplicateRequest,
  dismissDuplicateResponse,
  duplicateListResponse,
  MERGED_MESSAGE,
  mergeDuplicatesRequest,
  mergeDuplicatesResponse,
} from '@hirelane/domain/candidates/duplicates.schema';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { dismissDuplicate } from './dismiss-duplicate';
import { listDuplicates } from './list-duplicates';
import { mergeDuplicates } from './merge-duplicates';

const tags = ['candidates'];
const config = { permission: 'candidate:merge' } as const;

/** The directory's duplicate review (issue 19, decision 043): owners and admins. */
export const duplicateRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/candidates/duplicates',
      {
        config,
        schema: {
          tags,
          summary: 'Possible duplicates: same name and company, or same phone',
          response: { 200: duplicateListResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await listDuplicates(app.pool, requireTenant(request)),
      }),
    );

    fastify.post(
      '/api/candidates/duplicates/merge',
      {
        config,
        schema: {
          tags,
          summary: 'Merge the secondary person into the primary (one transaction)',
          body: mergeDuplicatesRequest,
          response: { 200: mergeDuplicatesResponse },
        },
      },
      async (request) => {
        const { user } = requireSession(request);
        const data = await mergeDuplicates(
          app.pool,
          requireTenant(request),
          { id: user.id, email: user.email },
          request.body,
        );
        return { success: true, message: MERGED_MESSAGE, data };
      },
    );

    fastify.post(
      '/api/candidates/duplicates/dismiss',
      {
        config,
        schema: {
          tags,
          summary: 'Not a duplicate: never offer this pair again',
          body: dismissDuplicateRequest,
          response: { 200: dismissDuplicateResponse },
        },
      },
      async (request) => {
        const { user } = requireSession(request);
        await dismissDuplicate(app.pool, requireTenant(request), user.id, [
          request.body.primary_id,
          request.body.secondary_id,
        ]);
        return { success: true, message: DISMISSED_MESSAGE, data: { dismissed: true } };
      },
    );
  };
