import { matchRoutes, type RouteObject } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { EMPTY_STATE_TEXTS } from './empty-state-texts';
import { isRouteHandle } from './route-handle';
import { createRoutes } from './routes';

const handles = (routes: RouteObject[]): unknown[] =>
  routes.flatMap((route): unknown[] => [route.handle as unknown, ...handles(route.children ?? [])]);

describe('empty-state texts', () => {
  const all = handles(createRoutes(new QueryClient())).filter(isRouteHandle);
  const keys = all.flatMap((handle) => (handle.placeholder ? [handle.placeholder] : []));

  it('has a text for every placeholder page of the route table, and none left over', () => {
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(Object.keys(EMPTY_STATE_TEXTS).sort());
  });

  it('keys the project home by index', () => {
    const routes = createRoutes(new QueryClient());
    const leaf = matchRoutes(routes, '/app/projects/p1')?.at(-1)?.route;
    expect(isRouteHandle(leaf?.handle) && leaf.handle.placeholder).toBe('index');
  });
});
