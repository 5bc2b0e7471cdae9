import { parseQuery } from '@hirelane/domain/search/query-parser';
import type { SavedSearch } from '@hirelane/domain/search/saved-search.schema';
import { talentSearchRequestSchema } from '@hirelane/domain/search/talent-search.schema';
import type { TalentSearchEngine, TalentSearchScope } from './talent-search-engine';

/**
 * "N new since last run" of a saved talent search: people matching its query and filters who
 * were added to the workspace after its last run. Null before the first run, for pipeline filters,
 * and for a saved query that is not (or no longer) a valid talent search request.
 */
export const newSinceLastRun = async (
  engine: TalentSearchEngine,
  scope: TalentSearchScope,
  search: SavedSearch,
): Promise<number | null> => {
  if (search.kind !== 'search' || !search.last_run_at) return null;
  const request = talentSearchRequestSchema.safeParse(search.query);
  if (!request.success || request.data.origin !== 'workspace') return null;
  if (!parseQuery(request.data.query).ok) return null;
  return engine.countAddedSince(scope, request.data, new Date(search.last_run_at));
};
