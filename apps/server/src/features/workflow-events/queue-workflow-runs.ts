import type { Executor } from '../../db/client';
import { sqlClientOf } from '../../db/executor-sql-client';
import type { JobQueue } from '../../jobs/job-queue';
import { listRunsQueuedByThisTransaction } from './workflow-event-store';
import { workflowRunJobSpec } from './workflow-run-job-spec';

/**
 * Queues the job of each new run in the caller's transaction: the job exists if and only if the
 * fact that fired it (and the run) commits. The singleton key keeps one job per run.
 */
export const queueWorkflowRuns = async (
  queue: JobQueue,
  tx: Executor,
  workspaceId: string,
  runIds: string[],
): Promise<void> => {
  const within = sqlClientOf(tx);
  for (const runId of runIds)
    await queue.send(
      workflowRunJobSpec,
      { workspace_id: workspaceId, run_id: runId },
      { within, singletonKey: `workflow-run:${runId}` },
    );
};

/** Queues the jobs of every run the caller's transaction has queued so far. */
export const queueRunsOfThisTransaction = async (
  queue: JobQueue,
  tx: Executor,
  workspaceId: string,
): Promise<void> =>
  queueWorkflowRuns(queue, tx, workspaceId, await listRunsQueuedByThisTransaction(tx, workspaceId));
