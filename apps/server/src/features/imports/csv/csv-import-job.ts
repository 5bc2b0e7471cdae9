import { z } from 'zod';
import { defineQueuedJob } from '../../../jobs/queued-job';
import { searchIndexDrainJob } from '../../search/search-index-jobs';
import { runCsvImport } from './run-csv-import';

/** Runs a queued CSV import; a crashed run is retried and rolls back, a finished one is skipped. */
export const csvImportJob = defineQueuedJob({
  name: 'imports.csv',
  schema: z.object({ importId: z.uuid(), workspaceId: z.uuid() }),
  concurrency: 1,
  retryLimit: 2,
  expireInSeconds: 30 * 60,
  handler: async (app, data) => {
    const result = await runCsvImport(app, data);
    // A big import only queued its people for search (decision 027): index them now.
    if (result.status === 'completed')
      await app.queue.send(searchIndexDrainJob, {}, { singletonKey: searchIndexDrainJob.name });
  },
});
