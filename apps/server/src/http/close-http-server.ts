import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/**
 * SIGTERM for the API (decision 053): stop accepting at once, let in-flight requests finish, and
 * after `timeoutMs` cut off the connections still open so that shutdown goes on. Idle keep-alive
 * connections are closed straight away by fastify (forceCloseConnections 'idle').
 */
export const closeHttpServer = async (
  fastify: FastifyInstance,
  timeoutMs: number,
  logger: Logger | null,
): Promise<void> => {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const outcome = await Promise.race([fastify.close().then(() => 'closed' as const), deadline]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    logger?.warn({ timeoutMs }, 'requests still running at the shutdown timeout: cut off');
    fastify.server.closeAllConnections();
  }
};
