import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type LoaderFunctionArgs } from 'react-router';
import { SESSION_QUERY_KEY } from '../features/auth/api/session';
import { jsonResponse } from '../test/json-response';
import { sessionFixture } from '../test/session-fixture';
import { candidateNavLinks } from '../layouts/candidate-layout';
import { SIDEBAR_ITEMS } from '../layouts/sidebar';
import { createRoutes } from './routes';
import { UNBUILT_PROJECT_PAGES } from './unbuilt-pages';

/** Runs the loader of the page at `path` and returns where it sends the visitor (null: stays). */
const visit = async (path: string, queryClient: QueryClient): Promise<string | null> => {
  const matches = matchRoutes(createRoutes(queryClient), path) ?? [];
  const leaf = matches.at(-1);
  const loader = leaf?.route.loader;
  if (typeof loader !== 'function') throw new Error(`no loader for ${path}`);
  const args = {
    request: new Request(`http://localhost${path}`),
    params: leaf?.params ?? {},
    context: undefined,
  } as unknown as LoaderFunctionArgs;
  try {
    await loader(args);
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
};

const signedIn = (): QueryClient => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, sessionFixture());
  return queryClient;
};

afterEach(() => vi.unstubAllGlobals());

describe('pages not built yet', () => {
  it('leave no project page unbuilt: the workflows pages open themselves (issue 19)', async () => {
    expect(UNBUILT_PROJECT_PAGES.size).toBe(0);
    const pages = ['workflows', 'workflows/w1', 'workflows/new'];
    for (const page of pages)
      expect(await visit(`/app/projects/p1/${page}`, signedIn()), page).toBeNull();
  });

  it('send the previous insights and reports pages to the current ones', async () => {
    expect(await visit('/app/projects/p1/depreciated-insights', signedIn())).toBe(
      '/app/projects/p1/insights',
    );
    expect(await visit('/app/projects/p1/reports_old', signedIn())).toBe(
      '/app/projects/p1/reports',
    );
  });

  it('send the app-wide ones to the nearest page that works', async () => {
    const expected: Record<string, string> = {
      '/ui-library': '/app',
      '/demo/th-select': '/app',
    };
    for (const [path, target] of Object.entries(expected))
      expect(await visit(path, signedIn()), path).toBe(target);
  });

  it('still ask a signed-out visitor to sign in first', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(jsonResponse(401, { success: false })));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await visit('/app/projects/p1/insights', queryClient)).toMatch(/^\/login/);
  });

  it('leave the pages that work alone', async () => {
    expect(await visit('/app/projects', signedIn())).toBeNull();
    expect(await visit('/app/candidates', signedIn())).toBeNull();
    expect(await visit('/app/projects/p1/pipeline', signedIn())).toBeNull();
    expect(await visit('/app/projects/p1/search', signedIn())).toBeNull();
    expect(await visit('/app/projects/p1/reports', signedIn())).toBeNull();
    expect(await visit('/app/reports', signedIn())).toBeNull();
  });
});

describe('menus', () => {
  it('link to no page that is not built yet', () => {
    expect(SIDEBAR_ITEMS.map((item) => item.label)).toEqual([
      'Activity',
      'Projects',
      'Reports',
      'Support',
      'Settings',
    ]);
    const candidateLinks = candidateNavLinks({
      projectId: 'p1',
      linkedCampaign: 'c1',
      savedCandidates: 3,
    });
    expect(candidateLinks.map((link) => link.label)).toEqual([
      'Search',
      'Pipeline',
      'Campaign',
      'Reports',
    ]);
    for (const link of candidateLinks)
      expect(UNBUILT_PROJECT_PAGES.has(link.path), link.label).toBe(false);
    const charlieLinks = candidateNavLinks({
      projectId: 'p1',
      linkedCampaign: null,
      savedCandidates: 0,
      agent: 'charlie',
    });
    expect(charlieLinks.map((link) => link.label)).toEqual(['Pipeline', 'Campaign', 'Reports']);
  });
});
