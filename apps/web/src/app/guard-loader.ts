import type { QueryClient } from '@tanstack/react-query';
import { data, replace, type LoaderFunctionArgs } from 'react-router';
import { runGuards, type GuardContext, type GuardResult } from '@hirelane/domain/app-shell/guards';
import { loadSession, sessionAgeMs } from '../features/auth/api/session';

/** A cached session older than this is re-read before a guard turns the user away. */
export const SESSION_RECHECK_AFTER_MS = 2000;

const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** The query string as guards read it: one value per name (the first). */
export const queryRecord = (searchParams: URLSearchParams): Record<string, string | undefined> => {
  const record: Record<string, string | undefined> = {};
  for (const [key, value] of searchParams) {
    if (!(key in record)) record[key] = value;
  }
  return record;
};

/**
 * Applies a guard's answer inside a loader: a redirect replaces the history entry, an error is
 * thrown to the route's error page with its status, a delay waits before the page shows.
 */
export const applyGuardResult = async (result: GuardResult, signal: AbortSignal): Promise<null> => {
  switch (result.kind) {
    case 'allow':
      return null;
    case 'redirect':
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect protocol
      throw replace(result.to);
    case 'error':
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's error protocol
      throw data(result.message ?? null, { status: result.status });
    case 'delay':
      await sleep(result.ms, signal);
      return null;
  }
};

const PROJECT_GUARD = 'project-default-page-redirect';

/**
 * The guard runner: a route loader that evaluates the route's named guards (SPEC 2.2) with the
 * session from the React Query cache (GET /sessioninfo; 401 → no session) before the page renders.
 */
export const guardLoader =
  (queryClient: QueryClient, guards: readonly string[]) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<null> => {
    const url = new URL(request.url);
    const run = (session: GuardContext['session'], project?: GuardContext['project']) =>
      runGuards(guards, {
        session,
        path: url.pathname,
        query: queryRecord(url.searchParams),
        ...(project ? { project } : {}),
      });

    let result = run(await loadSession(queryClient));
    // A cached session can be out of date (just onboarded, just subscribed): before turning the
    // user away, read it again unless it was fetched a moment ago.
    if (
      (result.kind === 'redirect' || result.kind === 'error') &&
      sessionAgeMs(queryClient) > SESSION_RECHECK_AFTER_MS
    ) {
      result = run(await loadSession(queryClient, { fresh: true }));
    }
    if (result.kind === 'allow' && guards.includes(PROJECT_GUARD) && params.id) {
      const session = await loadSession(queryClient);
      const workspaceId = session?.profile_info.current_workspace?._id;
      if (session && workspaceId) {
        // The project (GET /api/project/get/{id}, shared with the layout) is loaded on demand.
        const { loadGuardProject } = await import('../features/projects/api/project-guard-input');
        result = run(session, await loadGuardProject(queryClient, workspaceId, params.id));
      }
    }
    return applyGuardResult(result, request.signal);
  };
