import {
  TALENT_SEARCH_SELECT_ALL_CAP,
  type TalentSearchRequest,
} from '@hirelane/domain/search/talent-search.schema';
import type { AppContext } from '../../app-context';
import { unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { prepareTalentSearch } from './talent-search-context';

export const PROVIDER_IDS_UNAVAILABLE =
  'Selecting all results works on workspace people; select provider people on their page.';

/** POST /api/project/:id/search/ids: "all N results" in result order, capped. */
export const listTalentSearchIds = async (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  request: TalentSearchRequest,
): Promise<{ ids: string[]; total: number; capped: boolean }> => {
  if (request.origin === 'provider')
    throw unprocessable(PROVIDER_IDS_UNAVAILABLE, [
      { path: 'origin', message: PROVIDER_IDS_UNAVAILABLE },
    ]);
  const { scope, match } = await prepareTalentSearch(app.db, tenant, userId, projectId, request);
  const { ids, total } = await app.talentSearch.matchingIds(
    scope,
    request,
    TALENT_SEARCH_SELECT_ALL_CAP,
    match,
  );
  return { ids, total, capped: total > ids.length };
};
