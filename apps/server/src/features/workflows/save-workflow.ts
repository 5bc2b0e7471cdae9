import type { ProjectAgent } from '@hirelane/domain/product/agents';
import { findWorkflowLoop, workflowLoopMessage } from '@hirelane/domain/workflows/workflow-loops';
import { workflowRefusal } from '@hirelane/domain/workflows/workflow-rules';
import type { SaveWorkflowRequest, Workflow } from '@hirelane/domain/workflows/workflow.schema';
import type { Database, Executor } from '../../db/client';
import { unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess, requireProjectPermission } from '../projects/project-access';
import { findActiveMemberEmail } from './workflow-action-store';
import { WORKFLOW_EDIT_DENIED, WORKFLOW_EDIT_PERMISSION, loadWorkflow } from './workflow-access';
import { insertWorkflow, listProjectWorkflows, toWorkflow, updateWorkflow } from './workflow-store';

export const TEAMMATE_NOT_MEMBER = 'Pick an active teammate of this workspace.';

/**
 * The checks of a workflow about to be saved, in the transaction that saves it (the project row
 * is locked, so two saves cannot close a loop together): it fits the project's agent, names an
 * active teammate, and cannot fire itself through the project's workflows (decision 042).
 */
const checkWorkflow = async (
  tx: Executor,
  workspaceId: string,
  project: { id: string; agent: string },
  input: SaveWorkflowRequest,
  workflowId: string,
) => {
  const refusal = workflowRefusal(project.agent as ProjectAgent, input);
  if (refusal) throw unprocessable(refusal.message, [refusal]);
  if (input.action.kind === 'notify_teammate') {
    if (!(await findActiveMemberEmail(tx, workspaceId, input.action.member_id)))
      throw unprocessable(TEAMMATE_NOT_MEMBER, [
        { path: 'action.member_id', message: TEAMMATE_NOT_MEMBER },
      ]);
  }
  const others = (await listProjectWorkflows(tx, workspaceId, project.id)).map(toWorkflow);
  const loop = findWorkflowLoop({ id: workflowId, ...input }, others);
  if (loop) {
    const message = workflowLoopMessage(loop);
    throw unprocessable(message, [{ path: 'action', message }]);
  }
};

export const createWorkflow = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  input: SaveWorkflowRequest,
): Promise<Workflow> =>
  db.transaction(async (tx) => {
    const access = await loadProjectAccess(tx, tenant, projectId, { lock: true });
    requireProjectPermission(access, WORKFLOW_EDIT_PERMISSION, WORKFLOW_EDIT_DENIED);
    await checkWorkflow(tx, tenant.workspaceId, access.project, input, 'new');
    const row = await insertWorkflow(tx, {
      workspaceId: tenant.workspaceId,
      projectId,
      userId,
      input,
    });
    return toWorkflow(row);
  });

export const editWorkflow = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
  workflowId: string,
  input: SaveWorkflowRequest,
): Promise<Workflow> =>
  db.transaction(async (tx) => {
    const { access } = await loadWorkflow(tx, tenant, projectId, workflowId, { lock: true });
    requireProjectPermission(access, WORKFLOW_EDIT_PERMISSION, WORKFLOW_EDIT_DENIED);
    await checkWorkflow(tx, tenant.workspaceId, access.project, input, workflowId);
    return toWorkflow(await updateWorkflow(tx, tenant.workspaceId, workflowId, input));
  });
