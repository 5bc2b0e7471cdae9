import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { pingDatabase } from '../../db/ping-database';

export const healthRoutes =
  (app: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    fastify.get('/healthz', { config: { access: 'public' }, schema: { hide: true } }, async () => ({
      success: true,
    }));
    fastify.get(
      '/readyz',
      { config: { access: 'public' }, schema: { hide: true } },
      async (_request, reply) => {
        try {
          await pingDatabase(app.pool);
          return { success: true };
        } catch {
          return reply.status(503).send({ success: false, message: 'Database unavailable.' });
        }
      },
    );
  };
