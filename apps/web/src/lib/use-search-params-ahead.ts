import { useCallback, useMemo, useState } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * `useSearchParams` for state the page keeps in its address (filters, sort, view), shown ahead of
 * the address. A change of the address is a navigation that first runs the route's guard loader,
 * so the address catches up a moment later (longer on a slow network). Until it does, the page
 * shows the change from local state: a ticked filter stays ticked instead of springing back, and a
 * second change builds on the first. Once the address moves (the change landed, or Back was
 * pressed), the address alone is the truth.
 */
export const useSearchParamsAhead = () => {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const [ahead, setAhead] = useState<{ from: string; to: string } | null>(null);
  if (ahead !== null && ahead.from !== address) setAhead(null);
  const shown = ahead !== null && ahead.from === address ? ahead.to : address;
  const current = useMemo(() => new URLSearchParams(shown), [shown]);
  const update = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => {
      setAhead({ from: address, to: next.toString() });
      setParams(next, options);
    },
    [address, setParams],
  );
  return [current, update] as const;
};
