import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { createRoutes } from './routes';

/*
 * `npm run size` (scripts/size.mjs) measures a first visit to a few routes from a list of the
 * modules each loads. This keeps that list honest: every page and layout the route table renders
 * for the route must come from a module of its list.
 */

type SizeRoute = { path: string; lazy: string[] };

// Paths from this file; in variables, so TypeScript does not look for the script's types.
const WEB_ROOT = '../../';
const SIZE_SCRIPT = '../../../../scripts/size.mjs';
const { ROUTES } = (await import(/* @vite-ignore */ SIZE_SCRIPT)) as { ROUTES: SizeRoute[] };

const exportsOf = async (keys: string[]): Promise<Set<unknown>> => {
  const modules = await Promise.all(
    keys.map(
      (key) => import(/* @vite-ignore */ `${WEB_ROOT}${key}`) as Promise<Record<string, unknown>>,
    ),
  );
  return new Set(modules.flatMap((module) => Object.values(module)));
};

describe('the routes npm run size measures', () => {
  it('measures /login and /app', () => {
    expect(ROUTES.map((route) => route.path)).toEqual(['/login', '/app']);
  });

  it.each(ROUTES)('$path counts every page and layout it renders', async (measured) => {
    const matches = matchRoutes(createRoutes(new QueryClient()), measured.path) ?? [];
    const listed = await exportsOf(measured.lazy);
    const lazyRoutes = matches.filter((match) => typeof match.route.lazy === 'function');
    expect(lazyRoutes.length).toBeGreaterThan(0);
    for (const { route } of lazyRoutes) {
      const load = route.lazy as () => Promise<{ Component?: unknown }>;
      const { Component } = await load();
      expect(
        listed.has(Component),
        `${measured.path}: the module of route ${route.path ?? '(a layout without a path)'} is not in scripts/size.mjs`,
      ).toBe(true);
    }
  });
});
