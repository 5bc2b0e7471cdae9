import type { SavedSearch } from '@hirelane/domain/search/saved-search.schema';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess, requireProjectPermission } from '../projects/project-access';
import { insertSavedSearch, type SavedSearchKind } from './saved-search-store';

/** Saved searches (kind search) and saved pipeline filters (kind pipeline); SPEC 6 lets a collaborator save. */
export const saveSearch = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  input: { name: string; kind: SavedSearchKind; query: Record<string, unknown> },
): Promise<SavedSearch> => {
  const access = await loadProjectAccess(db, tenant, projectId);
  requireProjectPermission(access, 'project:candidates:edit');
  return insertSavedSearch(
    db,
    { workspaceId: tenant.workspaceId, projectId, createdByUserId: userId, ...input },
    { userId, workspaceRole: tenant.role, projectRole: access.role },
  );
};
