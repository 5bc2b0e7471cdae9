import type { JobMatchSpec } from '@hirelane/domain/search/job-match';
import type {
  TalentSearchPage,
  TalentSearchRequest,
} from '@hirelane/domain/search/talent-search.schema';

/** Who searches, from which project (decision 027: what a member may find). */
export type TalentSearchScope = {
  workspaceId: string;
  projectId: string;
  viewer: { userId: string; seesEveryProject: boolean };
};

/**
 * The talent search behind one interface, so an OpenSearch-style engine can take over for very
 * large pools (decision 027). The request's query must parse (decision 026): callers check it
 * first and answer a syntax error themselves; the engine throws on one.
 */
export type TalentSearchEngine = {
  search(
    scope: TalentSearchScope,
    request: TalentSearchRequest,
    match: JobMatchSpec | null,
  ): Promise<TalentSearchPage>;
  /** The ids of everyone matching, in result order (relevance, or match with `match`), at most `limit`. */
  matchingIds(
    scope: TalentSearchScope,
    request: TalentSearchRequest,
    limit: number,
    match?: JobMatchSpec | null,
  ): Promise<{ ids: string[]; total: number }>;
  /** How many matching people were added to the workspace after `since` (saved searches' "N new"). */
  countAddedSince(
    scope: TalentSearchScope,
    request: TalentSearchRequest,
    since: Date,
  ): Promise<number>;
};
