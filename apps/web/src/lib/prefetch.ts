import type { RouteObject } from 'react-router';
import { matchRoutes } from 'react-router';

type NetworkInformationLike = { saveData?: boolean; effectiveType?: string };

/** SPEC 9: no link prefetch on 2g connections or with the data saver on. */
export const canPrefetch = (
  connection: NetworkInformationLike | undefined = (
    navigator as Navigator & { connection?: NetworkInformationLike }
  ).connection,
): boolean => {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
};

let routeTable: RouteObject[] = [];

/** The router's table, for prefetching the code of a link's page. */
export const setPrefetchRoutes = (routes: RouteObject[]): void => {
  routeTable = routes;
};

const prefetched = new Set<string>();

/** Loads the code-split modules of the page at `path` ahead of a click (once per path). */
export const prefetchRoute = (path: string): void => {
  if (prefetched.has(path) || !canPrefetch()) return;
  prefetched.add(path);
  for (const match of matchRoutes(routeTable, path) ?? []) {
    const lazy = match.route.lazy;
    if (typeof lazy === 'function') {
      lazy().catch(() => {
        prefetched.delete(path);
      });
    }
  }
};
