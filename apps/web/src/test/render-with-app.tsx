import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import { SESSION_QUERY_KEY } from '../features/auth/api/session';

/** Renders `ui` inside a router and a query client that already holds `session`. */
export const renderWithApp = (
  ui: ReactNode,
  { session, path = '/app' }: { session?: SessionInfo; path?: string } = {},
) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (session) queryClient.setQueryData(SESSION_QUERY_KEY, session);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
};
