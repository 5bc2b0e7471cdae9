import type { Logger } from 'pino';
import type { AppContext } from '../app-context';
import type { JobDefinition } from './job-definition';
import type { QueuedJob } from './queued-job';

/** Something the worker started and stops at shut-down. */
export type Running = { stop: () => Promise<void> };

/**
 * One kind of background work a worker process runs, in one of three forms (decision 003):
 * - `periodic`: a `JobDefinition` run every `everySeconds` under an advisory lock named after it;
 * - `queued`: a pg-boss `QueuedJob`, one item per job, `concurrency` at once per worker;
 * - `loop`: a long-running engine with its own loops and claims (the e-mail engine, decision 009).
 */
export type BackgroundWork =
  | { form: 'periodic'; name: string; job: JobDefinition }
  | { form: 'queued'; name: string; job: QueuedJob }
  | {
      form: 'loop';
      name: string;
      start: (app: AppContext, logger: Logger | null) => Running;
    };

export type BackgroundWorkForm = BackgroundWork['form'];

export const periodicWork = (job: JobDefinition): BackgroundWork => ({
  form: 'periodic',
  name: job.name,
  job,
});

export const queuedWork = (job: QueuedJob): BackgroundWork => ({
  form: 'queued',
  name: job.name,
  job,
});

export const loopWork = (
  name: string,
  start: (app: AppContext, logger: Logger | null) => Running,
): BackgroundWork => ({ form: 'loop', name, start });
