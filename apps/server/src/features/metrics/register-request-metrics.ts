import type { FastifyInstance } from 'fastify';
import { httpErrors, httpRequestDuration, statusClassOf } from './process-metrics';

/**
 * Times every response under its route pattern (`/api/projects/:projectId`), never the URL, so
 * ids do not become label values. Requests no route matched share the `unmatched` label.
 */
export const registerRequestMetrics = (fastify: FastifyInstance): void => {
  fastify.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_class: statusClassOf(reply.statusCode),
    };
    httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 400) httpErrors.inc(labels);
  });
};
