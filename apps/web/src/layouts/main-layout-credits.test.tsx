import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import { SESSION_QUERY_KEY } from '../features/auth/api/session';
import { stubApi } from '../features/projects/test/project-fixtures';
import { jsonResponse } from '../test/json-response';
import { sessionFixture } from '../test/session-fixture';
import { MainLayout } from './main-layout';

/** The frame loads in sequence (SPEC 7); a busy machine may need more than the default second. */
const LOADED = { timeout: 5_000 };

const renderFrame = (session: SessionInfo, balance: number) => {
  vi.stubGlobal(
    'fetch',
    stubApi({
      'GET /api/workspace/list': () =>
        jsonResponse(200, {
          success: true,
          data: [{ _id: 'ws-1', name: 'Acme Recruiting', role: 'member' }],
        }),
      'GET /api/subscription/balance': () =>
        jsonResponse(200, {
          success: true,
          data: {
            balance,
            plan_name: 'pro',
            plan_status: 'active',
            credits_per_month: 2000,
            current_period_end: '2026-03-05T00:00:00.000Z',
            period_granted: 2000,
            period_used: 2000 - balance,
            next_grant_at: '2026-03-05T00:00:00.000Z',
          },
        }),
      'GET /api/communication/email/account/list': () =>
        jsonResponse(200, {
          success: true,
          data: { verified_emails: [{ id: 'm-1', label: 'jobs@acme.test' }], invalid_emails: [] },
        }),
      'GET /api/communication/linkedin/account/status': () =>
        jsonResponse(200, {
          success: true,
          data: { connected: false, account_id: null, account_name: null, error_message: null },
        }),
    }).fetchStub,
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  const router = createMemoryRouter(
    [{ path: '/app', Component: MainLayout, children: [{ index: true, element: <p>Home</p> }] }],
    { initialEntries: ['/app'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

describe('the frame reads the balance (issue 16)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows it in the top bar and raises the low-credits banner at 10 %', async () => {
    renderFrame(sessionFixture({ permissions: ['campaign:run'] }), 150);
    expect(
      await screen.findByRole('link', { name: 'Credit balance: 150 credits' }, LOADED),
    ).toHaveAttribute('href', '/app/settings#billing');
    expect(
      await screen.findByText(
        "You have 150 credits left (7 % of this month's 2,000). Ask a workspace owner or admin to buy credits or upgrade.",
        {},
        LOADED,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See credits' })).toHaveAttribute(
      'href',
      '/app/settings#billing',
    );
  });

  it('raises no banner above 10 %', async () => {
    renderFrame(sessionFixture(), 201);
    expect(
      await screen.findByRole('link', { name: 'Credit balance: 201 credits' }, LOADED),
    ).toHaveAttribute('href', '/app/settings#usage');
    await screen.findByText('Home');
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
  });
});
