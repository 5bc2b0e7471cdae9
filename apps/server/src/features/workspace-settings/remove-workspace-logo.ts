import type { WorkspaceDetails } from '@hirelane/domain/workspace-settings/workspace-settings.schema';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { getWorkspaceDetails } from './get-workspace-details';
import { removeStoredBytes } from './remove-stored-bytes';
import { lockWorkspace, setWorkspaceLogoUrl } from './workspace-settings-store';
import { deleteLogoFiles } from './workspace-logo-store';

/** Back to the generated mark: the logo's row and address go in one transaction, then its bytes. */
export const removeWorkspaceLogo = async (
  app: Pick<AppContext, 'db' | 'storage'>,
  tenant: TenantContext,
): Promise<WorkspaceDetails> => {
  const removed = await app.db.transaction(async (tx) => {
    if (!(await lockWorkspace(tx, tenant.workspaceId))) throw notFound('Workspace not found.');
    const keys = await deleteLogoFiles(tx, tenant.workspaceId);
    await setWorkspaceLogoUrl(tx, tenant.workspaceId, null);
    return keys;
  });
  await removeStoredBytes(app.storage, removed);
  return getWorkspaceDetails(app.db, tenant);
};
