import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityPageResponse,
  activityQuery,
  needsYouResponse,
} from '@hirelane/domain/activity/activity.schema';
import type { AppContext } from '../../app-context';
import { requireSession, requireTenant } from '../../http/access-control';
import { getNeedsYou } from './get-needs-you';
import { listActivity } from './list-activity';

const tags = ['activity'];

export const activityRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/api/activity',
      {
        schema: {
          tags,
          summary: 'What happened across the projects the caller may see, newest first',
          querystring: activityQuery,
          response: { 200: activityPageResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await listActivity(
          app.db,
          requireTenant(request),
          requireSession(request).user.id,
          request.query,
        ),
      }),
    );

    fastify.get(
      '/api/activity/needs-you',
      {
        schema: {
          tags,
          summary: 'Replies, held candidates, interviews and sends waiting for someone',
          response: { 200: needsYouResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await getNeedsYou(app.db, requireTenant(request)),
      }),
    );
  };
