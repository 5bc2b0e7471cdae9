import { z } from 'zod';
import type { JobDefinition } from '../../jobs/job-definition';
import { defineQueuedJob } from '../../jobs/queued-job';
import { drainSearchIndexQueue } from './search-index-queue-store';

/** Indexes what an import queued, as soon as it has committed (the CSV import job sends it). */
export const searchIndexDrainJob = defineQueuedJob({
  name: 'search.index-pending',
  schema: z.object({}),
  concurrency: 1,
  retryLimit: 3,
  expireInSeconds: 60 * 60,
  handler: async (app) => {
    await drainSearchIndexQueue(app.pool);
  },
});

/** The catch-up: anything queued that no drain job took (a crash, a bulk update outside imports). */
export const searchIndexCatchUp: JobDefinition = {
  name: 'search.index-pending-catch-up',
  everySeconds: 60,
  handler: async ({ pool }) => ({ indexed: await drainSearchIndexQueue(pool) }),
};
