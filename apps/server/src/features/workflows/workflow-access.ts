import { WORKFLOW_NOT_FOUND } from '@hirelane/domain/workflows/workflow.schema';
import type { Executor } from '../../db/client';
import { notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess, type ProjectAccess } from '../projects/project-access';
import { findWorkflow } from './workflow-store';

/** Who edits workflows: whoever may change the project's settings (owner, editor, admins). */
export const WORKFLOW_EDIT_PERMISSION = 'project:settings:edit' as const;

export const WORKFLOW_EDIT_DENIED =
  'Only the project owner or an editor can change the workflows of this project.';

export const canEditWorkflows = (access: ProjectAccess): boolean =>
  access.permissions.includes(WORKFLOW_EDIT_PERMISSION);

/** The project as the caller sees it (404 otherwise) and its workflow (404 when not of it). */
export const loadWorkflow = async (
  db: Executor,
  tenant: TenantContext,
  projectId: string,
  workflowId: string,
  options: { lock?: boolean } = {},
) => {
  const access = await loadProjectAccess(db, tenant, projectId, options);
  const row = await findWorkflow(db, tenant.workspaceId, projectId, workflowId);
  if (!row) throw notFound(WORKFLOW_NOT_FOUND);
  return { access, row };
};
