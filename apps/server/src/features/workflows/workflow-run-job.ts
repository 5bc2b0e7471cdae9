import type { JobDefinition } from '../../jobs/job-definition';
import { defineQueuedJob } from '../../jobs/queued-job';
import { workflowRunJobSpec } from '../workflow-events/workflow-run-job-spec';
import { executeWorkflowRun } from './execute-workflow-run';
import { listStaleQueuedRuns } from './workflow-run-store';

/**
 * One workflow run (decision 042), queued by the transaction of the fact that fired it. Safe
 * twice: a run leaves the queued status in the transaction that runs it.
 */
export const workflowRunJob = defineQueuedJob({
  ...workflowRunJobSpec,
  concurrency: 2,
  handler: async (app, data) => {
    await executeWorkflowRun(app, data.workspace_id, data.run_id);
  },
});

/**
 * Runs that stayed queued: fired by a writer that has no job queue at hand (the e-mail engine
 * finishing sequences, the interview scoring) or whose job was lost.
 */
export const workflowRunCatchUp: JobDefinition = {
  name: 'workflows.run-catch-up',
  everySeconds: 15,
  handler: async (app) => {
    let ran = 0;
    for (const run of await listStaleQueuedRuns(app.db, 10, 200)) {
      if (await executeWorkflowRun(app, run.workspace_id, run.id)) ran += 1;
    }
    return { ran };
  },
};
