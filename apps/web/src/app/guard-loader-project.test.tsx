import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { SESSION_QUERY_KEY } from '../features/auth/api/session';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { projectKeys } from '../features/projects/api/query-keys';
import { projectFixture, stubApi } from '../features/projects/test/project-fixtures';
import { jsonResponse } from '../test/json-response';
import { sessionFixture } from '../test/session-fixture';
import { guardLoader } from './guard-loader';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

const renderAt = (path: string) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, sessionFixture());
  const guards = ['authenticate', 'project-default-page-redirect'];
  const router = createMemoryRouter(
    [
      {
        errorElement: <RouteErrorPage />,
        HydrateFallback: () => <p>Loading…</p>,
        children: [
          { path: '/app/projects/:id', loader: guardLoader(queryClient, guards), Component: Where },
          { path: '/app/projects/:id/pipeline', Component: Where },
          { path: '/app/projects/:id/search', Component: Where },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { queryClient };
};

const serve = (project: ReturnType<typeof projectFixture> | null) => {
  const api = stubApi({
    [`GET /api/project/get/p-1`]: () =>
      project
        ? jsonResponse(200, { success: true, data: project })
        : jsonResponse(404, { success: false, message: 'Project not found.' }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
};

const withAll = (count: number) => [
  { stage_id: 'all' as const, label: 'All', count, sub_stages: [] },
];

describe('project-default-page-redirect with the project from GET /api/project/get/{id}', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens the pipeline of a new ria project too, where candidates are added', async () => {
    serve(projectFixture({ total_saved_candidates: 0, stages: withAll(0) }));
    renderAt('/app/projects/p-1');
    expect(await screen.findByTestId('where')).toHaveTextContent('/app/projects/p-1/pipeline');
  });

  it('opens the pipeline when the project has saved candidates', async () => {
    serve(projectFixture({ total_saved_candidates: 3, stages: withAll(0) }));
    renderAt('/app/projects/p-1');
    expect(await screen.findByTestId('where')).toHaveTextContent('/app/projects/p-1/pipeline');
  });

  it('opens the pipeline when the first stage counts candidates', async () => {
    serve(projectFixture({ total_saved_candidates: 0, stages: withAll(2) }));
    const { queryClient } = renderAt('/app/projects/p-1');
    expect(await screen.findByTestId('where')).toHaveTextContent('/app/projects/p-1/pipeline');
    // The answer stays in the query client for the project layout.
    expect(queryClient.getQueryData(projectKeys.detail('ws-1', 'p-1'))).toMatchObject({
      _id: 'p-1',
    });
  });

  it('shows the 404 page for a project the server does not find', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(null);
    renderAt('/app/projects/p-1');
    expect(await screen.findByText('Project not found.')).toBeInTheDocument();
  });
});
