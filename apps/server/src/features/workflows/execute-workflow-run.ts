import { WORKFLOW_MAX_DEPTH } from '@hirelane/domain/workflows/workflow.schema';
import type { AppContext } from '../../app-context';
import { queueWorkflowRuns } from '../workflow-events/queue-workflow-runs';
import { runWorkflowAction, type ActionOutcome } from './workflow-actions';
import { enterRunDepth, finishRun, lockRun } from './workflow-run-store';

export const SWITCHED_OFF = 'The workflow was switched off before it ran.';
export const TOO_DEEP = `Stopped: workflows fired one another ${WORKFLOW_MAX_DEPTH} times in a row.`;

/**
 * Runs one queued run, once: the run is locked and must still be queued; its action runs in the
 * same transaction as its new status, and the runs its moves fire are queued in it too (one level
 * deeper). A notification e-mail is sent before the commit: if sending throws, the run is failed
 * with the reason instead. Answers the status, or null when there was nothing to run.
 */
export const executeWorkflowRun = async (
  app: Pick<AppContext, 'db' | 'queue' | 'mailer' | 'config'>,
  workspaceId: string,
  runId: string,
): Promise<ActionOutcome['status'] | null> =>
  app.db.transaction(async (tx) => {
    const run = await lockRun(tx, runId, workspaceId);
    if (!run || run.status !== 'queued') return null;
    if (!run.enabled) {
      await finishRun(tx, run.id, 'skipped', SWITCHED_OFF);
      return 'skipped';
    }
    if (run.depth >= WORKFLOW_MAX_DEPTH) {
      await finishRun(tx, run.id, 'skipped', TOO_DEEP);
      return 'skipped';
    }
    await enterRunDepth(tx, run.depth + 1);
    const target = {
      workspaceId,
      projectId: run.project_id,
      candidateId: run.candidate_id,
      workflowName: run.name,
    };
    const outcome = await runWorkflowAction(tx, target, run.action, app.config.appUrl);
    let { status, reason } = outcome;
    if (outcome.mail) {
      try {
        await app.mailer.send(outcome.mail);
      } catch (error) {
        status = 'failed';
        reason = `The e-mail could not be sent: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
    await finishRun(tx, run.id, status, reason);
    await queueWorkflowRuns(app.queue, tx, workspaceId, outcome.runIds);
    return status;
  });
