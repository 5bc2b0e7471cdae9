import { z } from 'zod';
import { defineQueuedJob } from '../../../jobs/queued-job';
import { runResumeImport } from './resume-import-run';

/**
 * Parses the files of a resume import and adds the people. One import at a time per worker
 * process: the import itself keeps the process's parser pool busy. A retried run skips the files
 * already finished.
 */
export const resumeImportJob = defineQueuedJob({
  name: 'imports.resume',
  schema: z.object({
    importId: z.uuid(),
    workspaceId: z.uuid(),
    projectId: z.uuid(),
    userId: z.string().nullable(),
  }),
  concurrency: 1,
  retryLimit: 2,
  expireInSeconds: 30 * 60,
  handler: async (app, data) => {
    await runResumeImport(app, data);
  },
});
