import { z } from 'zod';
import { defineQueuedJob } from '../../../jobs/queued-job';
import { runStepGeneration } from './run-step-generation';

/**
 * Writes the steps of a generation run (AI model or built-in writer). The run is marked failed
 * on any error, so a retry only happens when a worker died mid-way (the run is still running).
 */
export const stepGenerationJob = defineQueuedJob({
  name: 'campaigns.generate-steps',
  schema: z.object({ generationId: z.uuid(), workspaceId: z.uuid() }),
  concurrency: 4,
  retryLimit: 1,
  expireInSeconds: 10 * 60,
  handler: async (app, data) => {
    await runStepGeneration(app, data);
  },
});
