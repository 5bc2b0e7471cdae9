import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Campaign, CampaignStep } from '@hirelane/domain/campaigns/campaign.schema';
import { SESSION_QUERY_KEY } from '../features/auth/api/session';
import { campaignFixture, stepFixture } from '../features/campaigns/test/campaign-fixtures';
import { stubCampaignApi } from '../features/campaigns/test/render-campaign-page';
import { sessionFixture } from '../test/session-fixture';
import { CandidateLayout } from './candidate-layout';
import { ProjectLayout } from './project-layout';

const renderIn = (layout: 'candidate' | 'project', campaign: Campaign, steps: CampaignStep[]) => {
  const api = stubCampaignApi({ campaign, steps });
  vi.stubGlobal('fetch', api.fetchStub);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, sessionFixture());
  const router = createMemoryRouter(
    [
      {
        path: '/app/projects/:id',
        Component: layout === 'candidate' ? CandidateLayout : ProjectLayout,
        children: [
          { path: 'candidate/:candidateID?', element: <p>Candidate page</p> },
          { path: 'pipeline', element: <p>Pipeline page</p> },
        ],
      },
    ],
    {
      initialEntries: [
        layout === 'candidate'
          ? '/app/projects/p-1/candidate/cand-1'
          : '/app/projects/p-1/pipeline',
      ],
    },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return api;
};

const sidebar = (name: 'Candidate' | 'Project') => screen.getByRole('complementary', { name });
const campaignLink = async (name: 'Candidate' | 'Project') =>
  within(sidebar(name)).findByRole('link', { name: /^Campaign/ });
const MARK = { name: 'Campaign needs attention' };

/** Waits until the campaign and its steps have answered, so a missing mark is meaningful. */
const loaded = (api: ReturnType<typeof stubCampaignApi>) =>
  waitFor(() =>
    expect(api.calls.filter((call) => call.path.startsWith('/api/campaign/')).length).toBe(2),
  );

describe('the Campaign item error mark in the candidate layout (SPEC 4.4)', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows when the campaign reports an error message, even without steps', async () => {
    renderIn('candidate', campaignFixture({ campaign_error_message: 'Sending failed.' }), []);
    const link = await campaignLink('Candidate');
    expect(await within(link).findByRole('img', MARK)).toBeInTheDocument();
  });

  it('shows when the campaign has steps but no e-mail', async () => {
    const campaign = campaignFixture({ email: null, no_of_steps: 1 });
    renderIn('candidate', campaign, [stepFixture(1, 'delay')]);
    expect(
      await within(await campaignLink('Candidate')).findByRole('img', MARK),
    ).toBeInTheDocument();
  });

  it('is absent from the project layout for that same campaign', async () => {
    const api = renderIn('project', campaignFixture({ email: null, no_of_steps: 1 }), [
      stepFixture(1, 'delay'),
    ]);
    const link = await campaignLink('Project');
    await loaded(api);
    await waitFor(() => expect(within(link).getByText('Paused')).toBeInTheDocument());
    expect(within(link).queryByRole('img', MARK)).toBeNull();
  });

  it('is absent when nothing is wrong', async () => {
    const api = renderIn('candidate', campaignFixture({ no_of_steps: 1 }), [
      stepFixture(1, 'auto_email'),
    ]);
    const link = await campaignLink('Candidate');
    await loaded(api);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(within(link).queryByRole('img', MARK)).toBeNull();
  });
});
