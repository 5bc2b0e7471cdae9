import type {
  TalentSearchPage,
  TalentSearchRequest,
} from '@hirelane/domain/search/talent-search.schema';
import type { AppContext } from '../../app-context';
import type { TenantContext } from '../../http/request-context';
import { providerMatchScorer } from './provider-match-scorer';
import { searchProviderTalent } from './search-provider-talent';
import { prepareTalentSearch } from './talent-search-context';

/** POST /api/project/:id/search/run: one page of the workspace's talent pool, or of the people-data provider. */
export const runTalentSearch = async (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  request: TalentSearchRequest,
): Promise<TalentSearchPage> => {
  const { scope, match } = await prepareTalentSearch(app.db, tenant, userId, projectId, request);
  if (request.origin === 'provider')
    return searchProviderTalent(
      app,
      tenant,
      userId,
      projectId,
      request,
      providerMatchScorer(match),
    );
  return app.talentSearch.search(scope, request, match);
};
