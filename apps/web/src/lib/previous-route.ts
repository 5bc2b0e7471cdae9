/**
 * Remembers the route before the current one (SPEC 4.8), for Go back and close buttons.
 * Fed by the router's state changes (see `rememberRoutes`), so it also works on error pages.
 */
type LocationLike = { pathname: string; search: string; hash: string };

let currentRoute: string | null = null;
let previousRoute: string | null = null;

const toPath = (location: LocationLike): string =>
  `${location.pathname}${location.search}${location.hash}`;

/** Records a settled location; the same path twice in a row is one visit. */
export const recordRoute = (location: LocationLike): void => {
  const path = toPath(location);
  if (path === currentRoute) return;
  previousRoute = currentRoute;
  currentRoute = path;
};

/** The path (with query and hash) shown before the current one, or null on the first page. */
export const getPreviousRoute = (): string | null => previousRoute;

export const resetRouteMemory = (): void => {
  currentRoute = null;
  previousRoute = null;
};

type RouterLike = {
  state: { location: LocationLike; navigation: { state: string } };
  subscribe: (listener: (state: RouterLike['state']) => void) => () => void;
};

/** Records every location the router settles on, starting with the current one. */
export const rememberRoutes = (router: RouterLike): (() => void) => {
  recordRoute(router.state.location);
  return router.subscribe((state) => {
    if (state.navigation.state === 'idle') recordRoute(state.location);
  });
};
