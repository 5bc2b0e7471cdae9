/**
 * Pages of the route table (SPEC 2.1) that are not built yet. No menu or link leads to them; their
 * address sends a visitor on to the nearest page that works (`nearest` in page-route.ts). A page
 * leaves these lists when its issue lands.
 */
export const UNBUILT_APP_PAGES: ReadonlySet<string> = new Set<string>();

/** Project pages, by their path under /app/projects/{id}. */
export const UNBUILT_PROJECT_PAGES: ReadonlySet<string> = new Set<string>();
