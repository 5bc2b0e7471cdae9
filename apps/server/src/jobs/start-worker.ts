import type { Logger } from 'pino';
import type { AppContext } from '../app-context';
import { withSessionLock } from '../db/advisory-lock';
import { cleanupExpiredAuth } from './cleanup-expired-auth';
import type { JobDefinition } from './job-definition';

export const JOBS: JobDefinition[] = [cleanupExpiredAuth];

/**
 * Runs the periodic jobs. Each run takes a PostgreSQL advisory lock named
 * after the job, so any number of worker processes run it once at a time.
 */
export const startWorker = (app: AppContext, logger: Logger): { stop: () => Promise<void> } => {
  const timers: NodeJS.Timeout[] = [];
  const run = async (job: JobDefinition) => {
    try {
      await withSessionLock(app.pool, job.name, async () => {
        const result = await job.handler(app);
        logger.info({ job: job.name, ...result }, 'job done');
      });
    } catch (error) {
      logger.error({ err: error, job: job.name }, 'job failed');
    }
  };
  for (const job of JOBS) {
    void run(job);
    timers.push(setInterval(() => void run(job), job.everySeconds * 1000));
  }
  return {
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
    },
  };
};
