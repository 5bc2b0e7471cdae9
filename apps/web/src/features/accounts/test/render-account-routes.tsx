import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { SESSION_QUERY_KEY } from '../../auth/api/session';
import { AppSessionContext } from '../../../lib/app-session-context';
import { sessionFixture } from '../../../test/session-fixture';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

/**
 * Renders signed-in pages (session of workspace ws-1) in a memory router, with a line that shows
 * where the router is.
 */
export const renderAccountRoutes = (
  pages: { path: string; element: ReactNode }[],
  path: string,
) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = sessionFixture();
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  const router = createMemoryRouter(
    [
      {
        element: (
          <AppSessionContext.Provider value={session}>
            <Outlet />
            <Where />
          </AppSessionContext.Provider>
        ),
        children: pages,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
};
