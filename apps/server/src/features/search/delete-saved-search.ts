import {
  ONLY_CREATOR_OR_ADMIN_MESSAGE,
  mayChangeCreatedItem,
} from '@hirelane/domain/projects/creator-rules';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess, requireProjectPermission } from '../projects/project-access';
import { deleteSavedSearch, findSavedSearchCreator } from './saved-search-store';

export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found.';

/**
 * Deletes a saved search of a project: its creator, the project owner or a workspace owner
 * or admin may (decision 016); a collaborator may not delete a teammate's.
 */
export const removeSavedSearch = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  searchId: string,
): Promise<void> => {
  const access = await loadProjectAccess(db, tenant, projectId);
  requireProjectPermission(access, 'project:candidates:edit');
  const search = await findSavedSearchCreator(db, tenant.workspaceId, projectId, searchId);
  if (!search) throw notFound(SAVED_SEARCH_NOT_FOUND);
  const allowed = mayChangeCreatedItem({
    viewerUserId: userId,
    creatorUserId: search.createdByUserId,
    workspaceRole: tenant.role,
    projectRole: access.role,
  });
  if (!allowed) throw forbidden(ONLY_CREATOR_OR_ADMIN_MESSAGE);
  if (!(await deleteSavedSearch(db, tenant.workspaceId, projectId, searchId)))
    throw notFound(SAVED_SEARCH_NOT_FOUND);
};
