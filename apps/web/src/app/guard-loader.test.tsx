import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { SESSION_QUERY_KEY } from '../features/auth/api/session';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { ApiError } from '../lib/api-error';
import { sessionFixture } from '../test/session-fixture';
import { jsonResponse } from '../test/json-response';
import { applyGuardResult, guardLoader, queryRecord } from './guard-loader';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const routesFor = (queryClient: QueryClient): RouteObject[] => [
  {
    errorElement: <RouteErrorPage />,
    HydrateFallback: () => <p>Loading…</p>,
    children: [
      { path: '/login', loader: guardLoader(queryClient, ['guest']), Component: Where },
      { path: '/app', loader: guardLoader(queryClient, ['authenticate']), Component: Where },
      { path: '/app/welcome', loader: guardLoader(queryClient, ['onboarding']), Component: Where },
      {
        path: '/app/projects',
        loader: guardLoader(queryClient, ['authenticate']),
        Component: Where,
      },
      {
        path: '/app/campaigns/*',
        loader: guardLoader(queryClient, ['campaign-redirect']),
        Component: Where,
      },
      {
        path: '/steps/add',
        loader: guardLoader(queryClient, ['authenticate', 'campaign-step']),
        Component: Where,
      },
      { path: '/odd', loader: guardLoader(queryClient, ['no-such-guard']), Component: Where },
    ],
  },
];

const renderAt = (path: string, queryClient: QueryClient) => {
  const router = createMemoryRouter(routesFor(queryClient), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
};

const seeded = (session = sessionFixture()) => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  return queryClient;
};

describe('guard loader', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('renders the page when every guard allows', async () => {
    renderAt('/app', seeded());
    expect(await screen.findByTestId('where')).toHaveTextContent('/app');
  });

  it('replaces the entry with the redirect target (guest page with a session → /app)', async () => {
    const router = renderAt('/login', seeded());
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/app$/);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a user who has not onboarded (no workspace yet) to /app/welcome', async () => {
    const newcomer = sessionFixture({
      has_onboarded: false,
      current_workspace: null,
      subscription_info: null,
    });
    renderAt('/app', seeded(newcomer));
    expect(await screen.findByTestId('where')).toHaveTextContent('/app/welcome');
  });

  it('redirects /app/campaigns to /app/projects', async () => {
    renderAt('/app/campaigns', seeded());
    expect(await screen.findByTestId('where')).toHaveTextContent('/app/projects');
  });

  it('reads a 401 from /sessioninfo as no session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(401, { success: false, message: 'Sign in.' }))),
    );
    renderAt('/app', new QueryClient());
    expect(await screen.findByTestId('where')).toHaveTextContent('/login');
  });

  it('shows the 404 page for a step page without a valid step_type', async () => {
    renderAt('/steps/add?step_type=carrier_pigeon', seeded());
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Whoopsie-daisy! We couldn't find what you're looking for.",
    );
  });

  it('lets a valid step_type through', async () => {
    renderAt('/steps/add?step_type=auto_email', seeded());
    expect(await screen.findByTestId('where')).toHaveTextContent('/steps/add?step_type=auto_email');
  });

  it('shows a 500 "Unknown middleware {name}" for an unknown guard', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/odd', seeded());
    expect(await screen.findByText('Unknown middleware no-such-guard')).toBeInTheDocument();
  });

  it('shows the limited-access page (407) for a restricted account', async () => {
    renderAt('/app', seeded(sessionFixture({ is_allowed: false })));
    expect(
      await screen.findByRole('heading', {
        name: 'Access denied: Your account has limited access at the moment',
      }),
    ).toBeInTheDocument();
  });

  it('re-reads a stale session before redirecting (e.g. just onboarded)', async () => {
    const queryClient = seeded(sessionFixture({ has_onboarded: false }));
    const fresh = sessionFixture({ has_onboarded: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(200, { success: true, data: fresh }))),
    );
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    renderAt('/app/projects', queryClient);
    expect(await screen.findByTestId('where')).toHaveTextContent('/app/projects');
    vi.restoreAllMocks();
  });

  it('waits for a delay before the page shows', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    let done = false;
    const waiting = applyGuardResult({ kind: 'delay', ms: 2000 }, controller.signal).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });

  it('throws other session failures to the error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new ApiError({ status: 503, message: 'Down for maintenance.' }))),
    );
    renderAt('/app', queryClient);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('keeps the first value of a repeated query parameter', () => {
    expect(queryRecord(new URLSearchParams('a=1&a=2&b=3'))).toEqual({ a: '1', b: '3' });
  });
});
