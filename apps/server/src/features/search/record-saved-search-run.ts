import type { SavedSearch } from '@hirelane/domain/search/saved-search.schema';
import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess } from '../projects/project-access';
import { markSavedSearchRun } from './saved-search-store';

export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found.';

/** POST /api/project/:id/search/saved/:searchId/run: the recruiter ran it; its "new" count restarts. */
export const recordSavedSearchRun = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  searchId: string,
): Promise<SavedSearch> => {
  const access = await loadProjectAccess(db, tenant, projectId);
  const search = await markSavedSearchRun(db, tenant.workspaceId, projectId, searchId, {
    userId,
    workspaceRole: tenant.role,
    projectRole: access.role,
  });
  if (!search) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return { ...search, new_since_last_run: search.kind === 'search' ? 0 : null };
};
