import type { TalentSearchEngine } from '../search/talent-search-engine';

export type { TalentSearchScope as SourcingSearchScope } from '../search/talent-search-engine';

/**
 * What the agent needs of the talent search engine: pages of results ranked by the job match,
 * each with its match reasons. The app's engine (`app.talentSearch`) in production; tests may
 * pass a small in-memory one.
 */
export type SourcingSearch = Pick<TalentSearchEngine, 'search'>;
