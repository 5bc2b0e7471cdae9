import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readSearchParams, searchParamsOf, type SearchUrlState } from './search-url-state';

/**
 * The search as the address holds it, and a way to change it. A change of query, filters, origin
 * or sort starts again at page 1; each change is a history entry, so Back undoes it.
 *
 * A change of the address is a navigation that first runs the route's guard loader, so the address
 * catches up a moment later (longer on a slow network). Until it does, the change is shown at once
 * from local state: a ticked filter stays ticked instead of springing back while the guards run.
 */
export const useSearchUrl = () => {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const fromAddress = useMemo(() => readSearchParams(new URLSearchParams(address)), [address]);
  const [ahead, setAhead] = useState<{ address: string; state: SearchUrlState } | null>(null);
  // Once the address moves (the change landed, or Back was pressed), the address alone is the truth.
  if (ahead !== null && ahead.address !== address) setAhead(null);
  const state = ahead !== null && ahead.address === address ? ahead.state : fromAddress;
  const update = useCallback(
    (change: Partial<SearchUrlState>) => {
      // A changed query or filters is no longer the saved search it was opened from.
      const edited = 'query' in change || 'filters' in change;
      const next = { ...state, page: 1, ...(edited ? { savedId: null } : {}), ...change };
      setAhead({ address, state: next });
      setParams(searchParamsOf(next));
    },
    [state, address, setParams],
  );
  return { state, update };
};
