import type { QueryClient } from '@tanstack/react-query';
import { generatePath, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { guardLoader } from './guard-loader';
import type { PageName } from './page-modules';
import type { RouteHandle } from './route-handle';

/** The default guard of every page (SPEC 2.2). */
export const DEFAULT_GUARDS = ['campaign-redirect'] as const;

type LazyModule = NonNullable<RouteObject['lazy']>;

/** A module of the page registry, loaded with the registry's own small chunk (decision 020). */
export const pageModule =
  (name: PageName): LazyModule =>
  () =>
    import('./page-modules').then((modules) => modules.PAGE_MODULES[name]());

export type PageOptions = {
  guards?: readonly string[];
  title?: string;
  /**
   * A page not built yet that nothing links to: after its guards, it sends a visitor (an old
   * bookmark, a typed address) on to the nearest page that works; `:id` is the route's project.
   */
  nearest?: string;
  lazy?: LazyModule;
};

/** Builds one route of the table from its path and options. */
export type Page = (path: string | { index: true }, options: PageOptions) => RouteObject;

/** The route's guards first (a signed-out visitor still goes to sign in), then `nearest`. */
const nearestPageLoader =
  (queryClient: QueryClient, guards: readonly string[], nearest: string) =>
  async (args: LoaderFunctionArgs): Promise<null> => {
    await guardLoader(queryClient, guards)(args);
    const url = new URL(args.request.url);
    const target = new URL(generatePath(nearest, { id: args.params.id ?? '' }), url);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect protocol
    throw replace(`${target.pathname}${target.hash}`);
  };

const redirectOnly: LazyModule = () => Promise.resolve({ Component: () => null });

/** One page of the table: its guards (run by the guard loader) and its code-split module. */
export const pageRouteFactory =
  (queryClient: QueryClient): Page =>
  (path, { guards = DEFAULT_GUARDS, title, nearest, lazy }) => {
    const handle: RouteHandle = { guards, title };
    const common = {
      handle,
      loader: nearest
        ? nearestPageLoader(queryClient, guards, nearest)
        : guardLoader(queryClient, guards),
      lazy: lazy ?? redirectOnly,
    };
    return typeof path === 'string' ? { path, ...common } : { index: true, ...common };
  };
