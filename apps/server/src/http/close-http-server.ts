import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/**
 * SIGTERM for the API (decision 053): stop accepting at once, let in-flight requests finish, and
 * after `timeoutMs` cut off the connections still open so that shutdown goes on.
 */
export const closeHttpServer = async (
  fastify: FastifyInstance,
  timeoutMs: number,
  logger: Logger | null,
): Promise<void> => {
  let timer: NodeJS.Timeout | undefined;
  // A keep-alive connection (nginx keeps some to each upstream) turns idle once its request is
  // answered; Node closes idle ones only when close() starts, so close them as they turn idle.
  const sweeper = setInterval(() => fastify.server.closeIdleConnections(), 100);
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const outcome = await Promise.race([fastify.close().then(() => 'closed' as const), deadline]);
  clearTimeout(timer);
  clearInterval(sweeper);
  if (outcome === 'timeout') {
    logger?.warn({ timeoutMs }, 'requests still running at the shutdown timeout: cut off');
    fastify.server.closeAllConnections();
  }
};
