import { useCallback, useMemo } from 'react';
import { useSearchParamsAhead } from '../../lib/use-search-params-ahead';
import { readSearchParams, searchParamsOf, type SearchUrlState } from './search-url-state';

/**
 * The search as the address holds it, and a way to change it. A change of query, filters, origin
 * or sort starts again at page 1; each change is a history entry, so Back undoes it.
 */
export const useSearchUrl = () => {
  const [params, setParams] = useSearchParamsAhead();
  const state = useMemo(() => readSearchParams(params), [params]);
  const update = useCallback(
    (change: Partial<SearchUrlState>) => {
      // A changed query or filters is no longer the saved search it was opened from.
      const edited = 'query' in change || 'filters' in change;
      const next = { ...state, page: 1, ...(edited ? { savedId: null } : {}), ...change };
      setParams(searchParamsOf(next));
    },
    [state, setParams],
  );
  return { state, update };
};
