import type { SavedSearch } from '@hirelane/domain/search/saved-search.schema';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess } from '../projects/project-access';
import { listSavedSearches, type SavedSearchKind } from './saved-search-store';

export const listSearchesOfProject = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  kind?: SavedSearchKind,
): Promise<SavedSearch[]> => {
  const { role } = await loadProjectAccess(db, tenant, projectId);
  return listSavedSearches(
    db,
    tenant.workspaceId,
    projectId,
    { userId, workspaceRole: tenant.role, projectRole: role },
    kind,
  );
};
