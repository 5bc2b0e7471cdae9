import type { FastifyPluginAsync } from 'fastify';
import type { Registry } from 'prom-client';
import type { AppContext } from '../../app-context';
import { metricsAccessOf } from './metrics-registry';

/** GET /metrics on the app's port, behind METRICS_TOKEN (decision 053). */
export const metricsRoutes =
  (app: AppContext, registry: Registry): FastifyPluginAsync =>
  async (fastify) => {
    fastify.get(
      '/metrics',
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        const access = metricsAccessOf(app.config.metrics.token, request.headers.authorization);
        if (access === 'not-served')
          return reply
            .status(404)
            .send({ success: false, message: 'Route GET /metrics not found.' });
        if (access === 'refused')
          return reply
            .status(401)
            .header('www-authenticate', 'Bearer realm="metrics"')
            .send({ success: false, message: 'A valid metrics token is required.' });
        const body = await registry.metrics();
        return reply.type(registry.contentType).header('cache-control', 'no-store').send(body);
      },
    );
  };
