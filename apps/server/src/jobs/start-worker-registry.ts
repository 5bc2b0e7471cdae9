import type { Logger } from 'pino';
import type { AppContext } from '../app-context';
import { SessionLocks } from '../db/session-locks';
import type { BackgroundWork, Running } from './background-work';
import { startPeriodicJob } from './start-periodic-job';
import { WORKER_REGISTRY } from './worker-registry';

/**
 * Starts the registry's background work in this process, in its order, and returns how to stop
 * it in the same order. Queued jobs' workers stop with the queue itself (`shutDown` stops
 * pg-boss after the rest), since the API sends through the same queue.
 */
export const startWorkerRegistry = async (
  app: AppContext,
  logger: Logger | null,
  registry: readonly BackgroundWork[] = WORKER_REGISTRY,
  locks: SessionLocks = SessionLocks.forPool(app.pool),
): Promise<Running> => {
  const running: Running[] = [];
  for (const work of registry) {
    if (work.form === 'periodic') running.push(startPeriodicJob(app, work.job, logger, locks));
    else if (work.form === 'loop') running.push(work.start(app, logger));
    else await app.queue.work(app, [work.job], logger);
  }
  return {
    stop: async () => {
      for (const work of running)
        await work.stop().catch((error: unknown) => logger?.error({ err: error }, 'stop failed'));
      await locks.close();
    },
  };
};
