import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';

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
          await app.pool.query('select 1');
          return { success: true };
        } catch {
          return reply.status(503).send({ success: false, message: 'Database unavailable.' });
        }
      },
    );
  };
