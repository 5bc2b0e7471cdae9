import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionInfoResponse } from '@hirelane/domain/auth/session.schema';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../http/access-control';
import { getSessionInfo } from './get-session-info';

export const authRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      '/sessioninfo',
      {
        config: { access: 'session' },
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user, current workspace and permissions',
          response: { 200: sessionInfoResponse },
        },
      },
      async (request) => {
        const session = requireSession(request);
        return {
          success: true,
          data: await getSessionInfo(app.db, session, app.config.extensionId),
        };
      },
    );
  };
