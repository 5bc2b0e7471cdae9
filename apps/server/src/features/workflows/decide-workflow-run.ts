import {
  WORKFLOW_RUN_NOT_FOUND,
  type WorkflowRun,
} from '@hirelane/domain/workflows/workflow.schema';
import type { AppContext } from '../../app-context';
import { notFound, unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { requireProjectPermission } from '../projects/project-access';
import { loadWorkflow } from './workflow-access';
import { finishRun, lockRun, readRun } from './workflow-run-store';
import { sendWorkflowEmail } from './send-workflow-email';

export const NOT_WAITING = 'This run is not waiting for approval.';

/**
 * A person approves or rejects a run's e-mail. The run stays locked while the e-mail is sent, so
 * a second click waits and then finds it decided. Approve: sent and done, or failed with the
 * reason (nothing sent). Reject: rejected, nothing sent.
 */
export const decideWorkflowRun = async (
  app: Pick<AppContext, 'db' | 'config'>,
  tenant: TenantContext,
  userId: string,
  ids: { projectId: string; workflowId: string; runId: string },
  decision: 'approve' | 'reject',
): Promise<WorkflowRun> =>
  app.db.transaction(async (tx) => {
    const { access, row } = await loadWorkflow(tx, tenant, ids.projectId, ids.workflowId);
    requireProjectPermission(access, 'project:candidates:edit');
    const run = await lockRun(tx, ids.runId, tenant.workspaceId);
    if (!run || run.workflow_id !== row.id) throw notFound(WORKFLOW_RUN_NOT_FOUND);
    if (run.status !== 'pending_approval') throw unprocessable(NOT_WAITING);
    if (decision === 'reject' || row.action.kind !== 'send_email_after_approval') {
      await finishRun(tx, run.id, 'rejected', null, userId);
    } else {
      const problem = await sendWorkflowEmail(
        app,
        tx,
        {
          workspaceId: tenant.workspaceId,
          projectId: ids.projectId,
          candidateId: run.candidate_id,
        },
        { subject: row.action.subject, body: row.action.body },
      );
      await finishRun(tx, run.id, problem ? 'failed' : 'done', problem, userId);
    }
    const view = await readRun(tx, tenant.workspaceId, run.id);
    if (!view) throw new Error('the run vanished inside its transaction');
    return view;
  });
