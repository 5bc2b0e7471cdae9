import type { UIMatch } from 'react-router';

/** What a route of the table (SPEC 2.1) holds besides its path and page. */
export type RouteHandle = {
  /** Named guards (SPEC 2.2), run in order before the page renders. */
  guards: readonly string[];
  /** Page title and the breadcrumb item after the workspace switcher. */
  title?: string;
};

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && Array.isArray((value as RouteHandle).guards);

/** The handle of the deepest matched route that has one. */
export const leafHandle = (matches: readonly UIMatch[]): RouteHandle | undefined => {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
};
