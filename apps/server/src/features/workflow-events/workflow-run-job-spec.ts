import { z } from 'zod';
import type { QueuedJobSpec } from '../../jobs/queued-job';

/**
 * The queue's side of the workflows.run job (name, data, retries), apart from its handler
 * (features/workflows/workflow-run-job.ts), so the writers of the facts that fire workflows can
 * queue it without importing the workflows they fire.
 */
export const workflowRunJobSpec = {
  name: 'workflows.run',
  schema: z.object({ workspace_id: z.uuid(), run_id: z.uuid() }),
  retryLimit: 3,
  expireInSeconds: 5 * 60,
} satisfies QueuedJobSpec;
