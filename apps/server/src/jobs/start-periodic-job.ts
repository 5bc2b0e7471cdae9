import type { Logger } from 'pino';
import type { AppContext } from '../app-context';
import type { SessionLocks } from '../db/session-locks';
import { timeJob } from '../features/metrics/process-metrics';
import type { JobDefinition } from './job-definition';

/**
 * Runs a periodic job now and then every `everySeconds`. Each run takes a PostgreSQL advisory
 * lock named after the job (on the process's lock connection, not a pool connection), so any
 * number of worker processes run it once at a time.
 */
export const startPeriodicJob = (
  app: AppContext,
  job: JobDefinition,
  logger: Logger | null,
  locks: SessionLocks,
): { stop: () => Promise<void> } => {
  const run = async () => {
    try {
      await locks.withLock(job.name, async () => {
        const result = await timeJob(job.name, () => job.handler(app));
        logger?.info({ job: job.name, ...result }, 'job done');
      });
    } catch (error) {
      logger?.error({ err: error, job: job.name }, 'job failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), job.everySeconds * 1000);
  return {
    stop: async () => {
      clearInterval(timer);
    },
  };
};
