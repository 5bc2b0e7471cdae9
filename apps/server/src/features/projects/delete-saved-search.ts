import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess, requireProjectPermission } from './project-access';
import { deleteSavedSearch } from './saved-search-store';

export const removeSavedSearch = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
  searchId: string,
): Promise<void> => {
  const access = await loadProjectAccess(db, tenant, projectId);
  requireProjectPermission(access, 'project:candidates:edit');
  if (!(await deleteSavedSearch(db, tenant.workspaceId, projectId, searchId)))
    throw notFound('Saved search not found.');
};
