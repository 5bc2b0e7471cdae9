import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { getPreviousRoute, recordRoute, rememberRoutes, resetRouteMemory } from './previous-route';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('previous route memory', () => {
  afterEach(() => resetRouteMemory());

  it('has no previous route on the first page', () => {
    recordRoute(at('/app'));
    expect(getPreviousRoute()).toBeNull();
  });

  it('remembers the route before the current one, with query and hash', () => {
    recordRoute(at('/app/settings', '', '#billing'));
    recordRoute(at('/app/projects', '?source=pipeline'));
    expect(getPreviousRoute()).toBe('/app/settings#billing');
    recordRoute(at('/app/connect-mailbox'));
    expect(getPreviousRoute()).toBe('/app/projects?source=pipeline');
  });

  it('counts the same path twice in a row as one visit', () => {
    recordRoute(at('/app'));
    recordRoute(at('/app/reports'));
    recordRoute(at('/app/reports'));
    expect(getPreviousRoute()).toBe('/app');
  });

  it('follows the router once navigations settle', async () => {
    const router = createMemoryRouter(
      [
        { path: '/a', Component: () => null },
        { path: '/b', Component: () => null },
      ],
      { initialEntries: ['/a'] },
    );
    const stop = rememberRoutes(router);
    expect(getPreviousRoute()).toBeNull();
    await router.navigate('/b?x=1');
    expect(getPreviousRoute()).toBe('/a');
    stop();
    router.dispose();
  });
});
