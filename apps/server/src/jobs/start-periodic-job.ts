import type { Logger } from 'pino';
import type { AppContext } from '../app-context';
import type { JobDefinition } from './job-definition';

/**
 * Runs a periodic job now and then every `everySeconds`. Each run takes a PostgreSQL advisory
 * lock named after the job, so any number of worker processes run it once at a time.
 */
export const startPeriodicJob = (
  app: AppContext,
  job: JobDefinition,
  logger: Logger | null,
): { stop: () => Promise<void> } => {
  const run = async () => {
    const client = await app.pool.connect();
    try {
      const locked = await client.query<{ ok: boolean }>(
        'select pg_try_advisory_lock(hashtext($1)) as ok',
        [job.name],
      );
      if (!locked.rows[0]?.ok) return;
      try {
        const result = await job.handler(app);
        logger?.info({ job: job.name, ...result }, 'job done');
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [job.name]);
      }
    } catch (error) {
      logger?.error({ err: error, job: job.name }, 'job failed');
    } finally {
      client.release();
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
