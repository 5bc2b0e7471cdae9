import type { WorkspaceDetails } from '@hirelane/domain/workspace-settings/workspace-settings.schema';
import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { getWorkspaceDetails } from './get-workspace-details';
import { updateWorkspaceName } from './workspace-settings-store';

export const renameWorkspace = async (
  db: Database,
  tenant: TenantContext,
  name: string,
): Promise<WorkspaceDetails> => {
  if (!(await updateWorkspaceName(db, tenant.workspaceId, name)))
    throw notFound('Workspace not found.');
  return getWorkspaceDetails(db, tenant);
};
