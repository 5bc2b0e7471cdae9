import { pgBossExecutorOf } from '../db/pg-boss-executor';
import type { DatabasePool, SqlClient } from '../db/transaction';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import { timeJob } from '../features/metrics/process-metrics';
import type { QueuedJob, QueuedJobSpec } from './queued-job';

export type JobQueue = {
  /**
   * Enqueues a job. Pass `within` (a client in an open transaction) to enqueue atomically with the
   * caller's own writes: the job exists if and only if the transaction commits.
   */
  send: <Schema extends z.ZodType>(
    job: QueuedJobSpec<Schema>,
    data: z.infer<Schema>,
    options?: { within?: SqlClient; singletonKey?: string },
  ) => Promise<string | null>;
  /** Starts workers for the given jobs in this process. */
  work: (app: AppContext, jobs: QueuedJob[], logger: Logger | null) => Promise<void>;
  stop: () => Promise<void>;
};

/** pg-boss in the application's own PostgreSQL, started on first use. */
export const createJobQueue = (
  pool: DatabasePool,
  options: { pollingIntervalSeconds?: number; stopTimeoutMs?: number } = {},
) => {
  const boss = new PgBoss({ db: pgBossExecutorOf(pool), schedule: false, supervise: true });
  let started: Promise<void> | null = null;
  const created = new Set<string>();
  const ensureStarted = (): Promise<void> => {
    started ??= boss.start().then(() => undefined);
    return started;
  };
  const ensureQueue = async (job: QueuedJobSpec) => {
    await ensureStarted();
    if (created.has(job.name)) return;
    await boss.createQueue(job.name, {
      name: job.name,
      retryLimit: job.retryLimit,
      expireInSeconds: job.expireInSeconds,
    });
    created.add(job.name);
  };
  boss.on('error', () => undefined);

  const queue: JobQueue = {
    send: async (job, data, sendOptions = {}) => {
      await ensureQueue(job);
      const payload = job.schema.parse(data) as object;
      return boss.send(job.name, payload, {
        ...(sendOptions.within ? { db: pgBossExecutorOf(sendOptions.within) } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
      });
    },
    work: async (app, jobs, logger) => {
      for (const job of jobs) {
        await ensureQueue(job);
        for (let slot = 0; slot < job.concurrency; slot += 1) {
          await boss.work(
            job.name,
            { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
            async ([item]) => {
              if (!item) return;
              try {
                await timeJob(job.name, () => job.handler(app, job.schema.parse(item.data)));
              } catch (error) {
                logger?.error({ err: error, job: job.name, id: item.id }, 'queued job failed');
                throw error;
              }
            },
          );
        }
      }
    },
    stop: async () => {
      if (!started) return;
      // Workers stop fetching at once; running jobs get the timeout to finish, then pg-boss fails
      // them so that they are retried by another worker (SIGTERM, decision 053).
      await boss.stop({ graceful: true, wait: true, timeout: options.stopTimeoutMs ?? 10_000 });
    },
  };
  return queue;
};
