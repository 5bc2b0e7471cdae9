import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import type { Campaign, CampaignStep } from '@hirelane/domain/campaigns/campaign.schema';
import { SESSION_QUERY_KEY } from '../../auth/api/session';
import { AppSessionContext } from '../../../lib/app-session-context';
import { jsonResponse } from '../../../test/json-response';
import { sessionFixture } from '../../../test/session-fixture';
import { projectFixture, projectMember, stubApi } from '../../projects/test/project-fixtures';
import { OWNER_PERMISSIONS } from './campaign-fixtures';

type Handlers = Parameters<typeof stubApi>[0];

type CampaignApiOptions = {
  campaign: Campaign;
  steps: CampaignStep[];
  permissions?: string[];
  extra?: Handlers;
};

/** Stubs fetch for project p-1 with campaign c-1: project, members (permissions), campaign, steps. */
export const stubCampaignApi = ({
  campaign,
  steps,
  permissions = OWNER_PERMISSIONS,
  extra = {},
}: CampaignApiOptions) => {
  const api = stubApi({
    'GET /api/project/get/p-1': () =>
      jsonResponse(200, { success: true, data: projectFixture({ permissions }) }),
    'GET /api/project/p-1/members/list': () =>
      jsonResponse(200, {
        success: true,
        data: { members: [projectMember('member-1', 'Ada', 'Lovelace', 'owner')], permissions },
      }),
    'GET /api/campaign/get/c-1': () => jsonResponse(200, { success: true, data: campaign }),
    'GET /api/campaign/c-1/steps': () => jsonResponse(200, { success: true, data: steps }),
    'GET /api/campaign/template/list': () => jsonResponse(200, { success: true, data: [] }),
    ...extra,
  });
  return api;
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders campaign pages under /app/projects/:id with a signed-in session (the project layout's
 * part), a toaster and a line that shows where the router is.
 */
export const renderCampaignRoutes = (
  pages: { path: string; element: ReactNode }[],
  path: string,
) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = sessionFixture();
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  const router = createMemoryRouter(
    [
      {
        path: '/app/projects/:id',
        element: (
          <AppSessionContext.Provider value={session}>
            <Outlet />
            <Where />
          </AppSessionContext.Provider>
        ),
        children: pages.map((page) => ({ path: page.path, element: page.element })),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, queryClient };
};
