import type { Logger } from 'pino';
import type { AppContext } from '../app-context';
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
    const client = await app.pool.connect();
    try {
      const locked = await client.query<{ ok: boolean }>(
        'select pg_try_advisory_lock(hashtext($1)) as ok',
        [job.name],
      );
      if (!locked.rows[0]?.ok) return;
      try {
        const result = await job.handler(app);
        logger.info({ job: job.name, ...result }, 'job done');
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [job.name]);
      }
    } catch (error) {
      logger.error({ err: error, job: job.name }, 'job failed');
    } finally {
      client.release();
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
