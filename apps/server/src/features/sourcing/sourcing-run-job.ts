import { z } from 'zod';
import { defineQueuedJob } from '../../jobs/queued-job';
import { runSourcingRun } from './run-sourcing-run';

/**
 * One run of the Ria sourcing agent. A run that fails is marked failed (its hold settled at the
 * people saved); a retry only happens when a worker died mid-way, and continues from the people
 * already saved.
 */
export const sourcingRunJob = defineQueuedJob({
  name: 'sourcing.run',
  schema: z.object({ runId: z.uuid(), workspaceId: z.uuid() }),
  concurrency: 2,
  retryLimit: 2,
  expireInSeconds: 30 * 60,
  handler: async (app, data) => {
    await runSourcingRun(app, data, app.talentSearch);
  },
});
