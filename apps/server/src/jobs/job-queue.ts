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

/**
 * pg-boss's create_queue attaches a partition to its job table; two processes creating queues at
 * once deadlock there, so processes starting together take turns (decision 052).
 */
const QUEUE_CREATION_LOCK_ID = 727_275;

/** pg-boss in the application's own PostgreSQL, started on first use. */
export const createJobQueue = (
  pool: DatabasePool,
  options: { pollingIntervalSeconds?: number; stopTimeoutMs?: number } = {},
) => {
  const boss = new PgBoss({ db: pgBossExecutorOf(pool), schedule: false, supervise: true });
  let started: Promise<void> | null = null;
  const ensureStarted = (): Promise<void> => {
    started ??= boss.start().then(() => undefined);
    return started;
  };
  const createQueue = async (job: QueuedJobSpec) => {
    await ensureStarted();
    // Once the queue exists (every start but the first), no lock and no extra connection.
    if (await boss.getQueue(job.name)) return;
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [QUEUE_CREATION_LOCK_ID]);
      try {
        await boss.createQueue(job.name, {
          name: job.name,
          retryLimit: job.retryLimit,
          expireInSeconds: job.expireInSeconds,
        });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [QUEUE_CREATION_LOCK_ID]);
      }
    } finally {
      lock.release();
    }
  };
  // One creation per queue and process: concurrent first sends wait for it, not each take connections.
  const creations = new Map<string, Promise<void>>();
  const ensureQueue = (job: QueuedJobSpec): Promise<void> => {
    let creation = creations.get(job.name);
    if (!creation) {
      creation = createQueue(job);
      creations.set(job.name, creation);
      creation.catch(() => creations.delete(job.name));
    }
    return creation;
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
