import type { z } from 'zod';
import type { AppContext } from '../app-context';

/**
 * A typed per-item job on the queue (decision 003): its name, the schema of its data, and the
 * handler. The handler must be safe to run twice for the same data (a worker can die mid-way).
 */
export type QueuedJob<Schema extends z.ZodType = z.ZodType> = {
  name: string;
  schema: Schema;
  /** How many jobs of this kind one worker process runs at once. */
  concurrency: number;
  retryLimit: number;
  expireInSeconds: number;
  handler: (app: AppContext, data: z.infer<Schema>) => Promise<void>;
};

/** What queueing a job needs (no handler): a writer can queue a job it does not run. */
export type QueuedJobSpec<Schema extends z.ZodType = z.ZodType> = Pick<
  QueuedJob<Schema>,
  'name' | 'schema' | 'retryLimit' | 'expireInSeconds'
>;

export const defineQueuedJob = <Schema extends z.ZodType>(job: QueuedJob<Schema>) => job;
