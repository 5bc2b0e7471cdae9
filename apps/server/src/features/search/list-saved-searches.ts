import { seesEveryProject } from '@hirelane/domain/projects/project-roles';
import type { SavedSearch } from '@hirelane/domain/search/saved-search.schema';
import type { AppContext } from '../../app-context';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess } from '../projects/project-access';
import { newSinceLastRun } from './new-since-last-run';
import { listSavedSearches, type SavedSearchKind } from './saved-search-store';

export const listSearchesOfProject = async (
  app: Pick<AppContext, 'db' | 'talentSearch'>,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  kind?: SavedSearchKind,
): Promise<SavedSearch[]> => {
  const { role } = await loadProjectAccess(app.db, tenant, projectId);
  const searches = await listSavedSearches(
    app.db,
    tenant.workspaceId,
    projectId,
    { userId, workspaceRole: tenant.role, projectRole: role },
    kind,
  );
  const scope = {
    workspaceId: tenant.workspaceId,
    projectId,
    viewer: { userId, seesEveryProject: seesEveryProject(tenant.role) },
  };
  return Promise.all(
    searches.map(async (search) => ({
      ...search,
      new_since_last_run: await newSinceLastRun(app.talentSearch, scope, search),
    })),
  );
};
