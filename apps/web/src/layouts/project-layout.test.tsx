import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Project } from '@hirelane/domain/projects/project.schema';
import { SESSION_QUERY_KEY } from '../features/auth/api/session';
import { campaignFixture, stepFixture } from '../features/campaigns/test/campaign-fixtures';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { projectFixture, projectMember, stubApi } from '../features/projects/test/project-fixtures';
import { jsonResponse } from '../test/json-response';
import { sessionFixture } from '../test/session-fixture';
import { ProjectLayout } from './project-layout';
import { projectNavItems } from './project-sidebar';

const members = [
  projectMember('member-1', 'Ada', 'Lovelace', 'owner', 'ada@example.test'),
  projectMember('member-2', 'Grace', 'Hopper', 'collaborator'),
];

const stageCounts = (all: number) => ({
  stages: [
    { stage_id: 'all', label: 'All', count: all, sub_stages: [] },
    { stage_id: 'shortlisted', label: 'Shortlisted', count: all, sub_stages: [] },
  ],
  custom_fields: [],
});

const projects: Record<string, Project> = {
  'p-ria': projectFixture({
    _id: 'p-ria',
    name: 'Backend hiring',
    linked_campaign: 'camp-7',
    team_feature: true,
  }),
  'p-charlie': projectFixture({ _id: 'p-charlie', name: 'AI interviews', agent: 'charlie' }),
  'p-plain': projectFixture({ _id: 'p-plain', name: 'Design hiring', team_feature: false }),
};
const counts: Record<string, number> = { 'p-ria': 1234, 'p-charlie': 7, 'p-plain': 0 };

const stubProjects = (
  fromEmail: string | null = null,
  stepTypes: Array<Parameters<typeof stepFixture>[1]> = ['auto_email'],
) => {
  const handlers: Parameters<typeof stubApi>[0] = {};
  for (const [id, project] of Object.entries(projects)) {
    handlers[`GET /api/project/get/${id}`] = () =>
      jsonResponse(200, { success: true, data: project });
    handlers[`GET /api/project/${id}/members/list`] = () =>
      jsonResponse(200, { success: true, data: { members, permissions: ['project:view'] } });
    handlers[`GET /api/project/${id}/pipeline/stages`] = () =>
      jsonResponse(200, { success: true, data: stageCounts(counts[id] ?? 0) });
  }
  // camp-7 runs an e-mail step without a sender: SPEC 4.4's e-mail rule is met.
  handlers['GET /api/campaign/get/camp-7'] = () =>
    jsonResponse(200, {
      success: true,
      data: campaignFixture({
        _id: 'camp-7',
        status: true,
        no_of_steps: stepTypes.length,
        config: { from_email: fromEmail, from_linkedin: null },
      }),
    });
  handlers['GET /api/campaign/camp-7/steps'] = () =>
    jsonResponse(200, {
      success: true,
      data: stepTypes.map((type, index) => stepFixture(index + 1, type)),
    });
  handlers['GET /api/campaign/get/c-1'] = () =>
    jsonResponse(200, { success: true, data: campaignFixture({ _id: 'c-1' }) });
  handlers['GET /api/campaign/c-1/steps'] = () => jsonResponse(200, { success: true, data: [] });
  handlers['GET /api/project/list'] = () =>
    jsonResponse(200, {
      success: true,
      data: Object.values(projects).map(({ _id, name }) => ({ _id, name })),
    });
  handlers['GET /api/project/get/p-gone'] = () =>
    jsonResponse(404, { success: false, message: 'Project not found.' });
  const api = stubApi(handlers);
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
};

const renderAt = (path: string) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, sessionFixture());
  const router = createMemoryRouter(
    [
      {
        path: '/app/projects/:id',
        Component: ProjectLayout,
        errorElement: <RouteErrorPage />,
        children: [
          {
            path: 'pipeline',
            element: <p>Pipeline page</p>,
            handle: { guards: [], title: 'Pipeline' },
          },
          {
            path: 'settings',
            element: <p>Settings page</p>,
            handle: { guards: [], title: 'Project settings' },
          },
        ],
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

const sidebar = () => screen.getByRole('navigation', { name: 'Project' });
const labels = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(/\d[\d.KMBT]*\s*candidates$/, '').trim());

describe('project sidebar items', () => {
  it('gives charlie Pipeline and Settings, ria Pipeline, Campaign, Reports, Workflows, Insights and Settings', () => {
    expect(projectNavItems('charlie', true).map((item) => item.label)).toEqual([
      'Pipeline',
      'Settings',
    ]);
    expect(projectNavItems('ria', false).map((item) => item.label)).toEqual([
      'Pipeline',
      'Campaign',
      'Reports',
      'Workflows',
      'Insights',
      'Settings',
    ]);
  });

  it('shows Inbox only with the team feature flag, after Campaign', () => {
    expect(projectNavItems('ria', true).map((item) => item.label)).toEqual([
      'Pipeline',
      'Campaign',
      'Inbox',
      'Reports',
      'Workflows',
      'Insights',
      'Settings',
    ]);
    expect(projectNavItems('ria', false).map((item) => item.label)).not.toContain('Inbox');
  });
});

describe('ProjectLayout', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a ria project: its name in the breadcrumb, the sidebar, the count and the campaign link', async () => {
    stubProjects();
    renderAt('/app/projects/p-ria/pipeline');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(crumbs).findByRole('link', { name: 'Backend hiring' })).toHaveAttribute(
      'href',
      '/app/projects/p-ria',
    );
    expect(within(crumbs).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      '/app/projects',
    );
    expect(labels(sidebar())).toEqual([
      'Pipeline',
      'Campaign',
      'Inbox',
      'Reports',
      'Workflows',
      'Insights',
      'Settings',
    ]);
    expect(within(sidebar()).getByRole('link', { name: 'Inbox' })).toHaveAttribute(
      'href',
      '/app/projects/p-ria/inbox',
    );
    expect(within(sidebar()).getByRole('link', { name: /^Campaign/ })).toHaveAttribute(
      'href',
      '/app/projects/p-ria/campaign/camp-7',
    );
    const pipeline = within(sidebar()).getByRole('link', { name: /Pipeline/ });
    await waitFor(() =>
      expect(within(pipeline).getByTestId('pipeline-count')).toHaveTextContent('1.2K'),
    );
  });

  it('shows a charlie project with Pipeline (its all-stage count) and Settings only', async () => {
    stubProjects();
    renderAt('/app/projects/p-charlie/settings');
    await waitFor(() => expect(labels(sidebar())).toEqual(['Pipeline', 'Settings']));
    await waitFor(() =>
      expect(within(sidebar()).getByTestId('pipeline-count')).toHaveTextContent('7'),
    );
  });

  it('shows a project without the team feature flag without Inbox', async () => {
    stubProjects();
    renderAt('/app/projects/p-plain/pipeline');
    await waitFor(() =>
      expect(labels(sidebar())).toEqual([
        'Pipeline',
        'Campaign',
        'Reports',
        'Workflows',
        'Insights',
        'Settings',
      ]),
    );
    expect(within(sidebar()).getByTestId('pipeline-count')).toHaveTextContent('0');
  });

  it('loads the details, members and counts of the new project when the id in the route changes', async () => {
    const api = stubProjects();
    const { router } = renderAt('/app/projects/p-ria/pipeline');
    await screen.findByRole('link', { name: 'Backend hiring' });
    await router.navigate('/app/projects/p-charlie/pipeline');
    await screen.findByRole('link', { name: 'AI interviews' });
    await waitFor(() =>
      expect(within(sidebar()).getByTestId('pipeline-count')).toHaveTextContent('7'),
    );
    const paths = api.calls.map((call) => call.path);
    for (const suffix of [
      'get/p-charlie',
      'p-charlie/members/list',
      'p-charlie/pipeline/stages',
      'campaign/get/c-1',
      'campaign/c-1/steps',
    ]) {
      expect(paths.some((path) => path.endsWith(suffix))).toBe(true);
    }
  });

  it("shows member avatars whose popover gives photo, name, e-mail, role and a 'You' tag", async () => {
    stubProjects();
    renderAt('/app/projects/p-ria/pipeline');
    const list = await screen.findByRole('list', { name: 'Project members' });
    await userEvent.click(within(list).getByRole('button', { name: 'Ada Lovelace (you), Owner' }));
    const card = await screen.findByRole('dialog', { name: 'About Ada Lovelace' });
    expect(within(card).getByText('You')).toBeInTheDocument();
    expect(within(card).getByText('ada@example.test')).toBeInTheDocument();
    expect(within(card).getByText('Owner')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Photo of Ada Lovelace' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(list).getByRole('button', { name: 'Grace Hopper, Collaborator' }));
    const other = await screen.findByRole('dialog', { name: 'About Grace Hopper' });
    expect(within(other).queryByText('You')).toBeNull();
  });

  it('shows the 404 page when the server does not find the project', async () => {
    stubProjects();
    renderAt('/app/projects/p-gone/pipeline');
    expect(await screen.findByText('Project not found.')).toBeInTheDocument();
  });

  it('switches project from the breadcrumb dropdown of recent projects', async () => {
    const api = stubProjects();
    const { router } = renderAt('/app/projects/p-ria/pipeline');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await userEvent.click(await within(crumbs).findByRole('button', { name: 'Switch project' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'AI interviews' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/projects/p-charlie'));
    expect(api.calls.find((call) => call.path === '/api/project/list')?.search).toContain(
      'sort_by=recent',
    );
  });

  it('badges the Campaign item Running or Paused only when the campaign has steps', async () => {
    stubProjects();
    const { router } = renderAt('/app/projects/p-ria/pipeline');
    expect(await within(sidebar()).findByTestId('campaign-status')).toHaveTextContent('Running');
    await router.navigate('/app/projects/p-plain/pipeline');
    await screen.findByRole('link', { name: 'Design hiring' });
    await waitFor(() => expect(within(sidebar()).queryByTestId('campaign-status')).toBeNull());
  });

  it('marks the Campaign item when a step is in error (SPEC 4.4), accessibly', async () => {
    stubProjects();
    renderAt('/app/projects/p-ria/pipeline');
    const mark = await within(sidebar()).findByRole('img', { name: 'Campaign needs attention' });
    expect(within(sidebar()).getByRole('link', { name: /^Campaign/ })).toContainElement(mark);
  });

  it('marks the Campaign item for a WhatsApp template or AI-call step, which cannot send yet', async () => {
    stubProjects('ada@example.test', ['auto_email', 'auto_whatsapp_template_send']);
    renderAt('/app/projects/p-ria/pipeline');
    const mark = await within(sidebar()).findByRole('img', { name: 'Campaign needs attention' });
    expect(within(sidebar()).getByRole('link', { name: /^Campaign/ })).toContainElement(mark);
  });

  it('leaves the mark off once the e-mail step has a sender', async () => {
    stubProjects('ada@example.test');
    renderAt('/app/projects/p-ria/pipeline');
    expect(await within(sidebar()).findByTestId('campaign-status')).toHaveTextContent('Running');
    expect(within(sidebar()).queryByRole('img', { name: 'Campaign needs attention' })).toBeNull();
  });
});
