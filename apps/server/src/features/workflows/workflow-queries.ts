import {
  WORKFLOW_RUNS_PAGE_SIZE,
  type Workflow,
  type WorkflowRun,
} from '@hirelane/domain/workflows/workflow.schema';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess, requireProjectPermission } from '../projects/project-access';
import {
  WORKFLOW_EDIT_DENIED,
  WORKFLOW_EDIT_PERMISSION,
  canEditWorkflows,
  loadWorkflow,
} from './workflow-access';
import { listRuns } from './workflow-run-store';
import {
  deleteWorkflowRow,
  listProjectWorkflows,
  setWorkflowEnabled,
  toWorkflow,
} from './workflow-store';

export const listWorkflows = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
): Promise<{ workflows: Workflow[]; can_edit: boolean }> => {
  const access = await loadProjectAccess(db, tenant, projectId);
  const rows = await listProjectWorkflows(db, tenant.workspaceId, projectId);
  return { workflows: rows.map(toWorkflow), can_edit: canEditWorkflows(access) };
};

export const getWorkflow = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
  workflowId: string,
): Promise<{ workflow: Workflow; can_edit: boolean }> => {
  const { access, row } = await loadWorkflow(db, tenant, projectId, workflowId);
  return { workflow: toWorkflow(row), can_edit: canEditWorkflows(access) };
};

/** The switch: turning one on again needs no loop check (the loop check counts every workflow). */
export const switchWorkflow = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
  workflowId: string,
  enabled: boolean,
): Promise<{ workflow: Workflow; can_edit: boolean }> =>
  db.transaction(async (tx) => {
    const { access } = await loadWorkflow(tx, tenant, projectId, workflowId);
    requireProjectPermission(access, WORKFLOW_EDIT_PERMISSION, WORKFLOW_EDIT_DENIED);
    const row = await setWorkflowEnabled(tx, tenant.workspaceId, workflowId, enabled);
    return { workflow: toWorkflow(row), can_edit: true };
  });

export const deleteWorkflow = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
  workflowId: string,
): Promise<void> =>
  db.transaction(async (tx) => {
    const { access } = await loadWorkflow(tx, tenant, projectId, workflowId);
    requireProjectPermission(access, WORKFLOW_EDIT_PERMISSION, WORKFLOW_EDIT_DENIED);
    await deleteWorkflowRow(tx, tenant.workspaceId, workflowId);
  });

export const listWorkflowRuns = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
  workflowId: string,
  page: number,
): Promise<{ runs: WorkflowRun[]; page: number; page_count: number; total: number }> => {
  await loadWorkflow(db, tenant, projectId, workflowId);
  const { runs, total } = await listRuns(
    db,
    tenant.workspaceId,
    workflowId,
    page,
    WORKFLOW_RUNS_PAGE_SIZE,
  );
  return {
    runs,
    page,
    page_count: Math.max(1, Math.ceil(total / WORKFLOW_RUNS_PAGE_SIZE)),
    total,
  };
};
