import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Campaign, CampaignStep } from '@hirelane/domain/campaigns/campaign.schema';
import { SESSION_QUERY_KEY } from '../features/auth/api/session';
import {
  OWNER_PERMISSIONS,
  campaignFixture,
  stepFixture,
} from '../features/campaigns/test/campaign-fixtures';
import { stubCampaignApi } from '../features/campaigns/test/render-campaign-page';
import { jsonResponse } from '../test/json-response';
import { sessionFixture } from '../test/session-fixture';
import { CampaignLayout } from './campaign-layout';
import { ProjectLayout } from './project-layout';

type Setup = {
  campaign?: Campaign;
  steps?: CampaignStep[];
  permissions?: string[];
  mailboxes?: { verified: number; invalid: number };
};

const mailbox = (index: number) => ({ id: `m-${index}`, label: `box${index}@example.test` });

const renderAt = (
  path: string,
  {
    campaign = campaignFixture({ no_of_steps: 2 }),
    steps = [stepFixture(1, 'auto_email'), stepFixture(2, 'delay')],
    permissions = OWNER_PERMISSIONS,
    mailboxes = { verified: 1, invalid: 0 },
  }: Setup = {},
) => {
  const api = stubCampaignApi({
    campaign,
    steps,
    permissions,
    extra: {
      'GET /api/communication/email/account/list': () =>
        jsonResponse(200, {
          success: true,
          data: {
            verified_emails: Array.from({ length: mailboxes.verified }, (_, i) => mailbox(i)),
            invalid_emails: Array.from({ length: mailboxes.invalid }, (_, i) => ({
              ...mailbox(i + 10),
              reason: 'Disabled',
              state: 'disabled',
            })),
          },
        }),
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, sessionFixture());
  const router = createMemoryRouter(
    [
      {
        path: '/app/projects/:id',
        Component: ProjectLayout,
        children: [
          {
            Component: CampaignLayout,
            children: [
              { path: 'campaign/:campaignID?', element: <h1>Steps page</h1> },
              { path: 'campaign/:campaignID?/launch', element: <h1>Launch page</h1> },
            ],
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
  return { api };
};

const campaignNav = () => screen.findByRole('navigation', { name: 'Campaign' });
const tab = async (name: RegExp) => within(await campaignNav()).getByRole('link', { name });
const STEPS = '/app/projects/p-1/campaign/c-1';

describe('CampaignLayout (SPEC 2.3 project-with-campaign layout)', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows no campaign sub-navigation while the campaign has no step', async () => {
    renderAt(STEPS, { steps: [], campaign: campaignFixture() });
    expect(await screen.findByRole('heading', { name: 'Steps page' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('project-name')).toBeInTheDocument());
    expect(screen.queryByRole('navigation', { name: 'Campaign' })).toBeNull();
    expect(screen.queryByTestId('campaign-run-status')).toBeNull();
  });

  it('numbers the tabs, counts the steps, checks Steps and offers Next on the Steps tab', async () => {
    renderAt(STEPS);
    const steps = await tab(/Steps \(2\)/);
    expect(steps).toHaveTextContent('1Steps (2)');
    expect(steps).toHaveAttribute('aria-current', 'page');
    expect(within(steps).getByRole('img', { name: 'Complete' })).toBeInTheDocument();
    const launch = await tab(/Launch/);
    expect(launch).toHaveTextContent('2Launch');
    expect(launch).toHaveAttribute('href', `${STEPS}/launch`);
    expect(within(launch).queryByRole('img', { name: 'Complete' })).toBeNull();
    expect(within(launch).queryByRole('img', { name: 'Campaign has errors' })).toBeNull();
    expect(screen.getByTestId('campaign-run-status')).toHaveTextContent('Paused');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', `${STEPS}/launch`);
  });

  it('has no Next on the last tab, and checks Launch while running', async () => {
    renderAt(`${STEPS}/launch`, { campaign: campaignFixture({ status: true, no_of_steps: 2 }) });
    const launch = await tab(/Launch/);
    expect(launch).toHaveAttribute('aria-current', 'page');
    expect(within(launch).getByRole('img', { name: 'Complete' })).toBeInTheDocument();
    expect(screen.getByTestId('campaign-run-status')).toHaveTextContent('Running');
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
  });

  it('puts a red warning on Launch when an e-mail step has no sender', async () => {
    renderAt(STEPS, {
      campaign: campaignFixture({
        no_of_steps: 2,
        config: { from_email: null, from_linkedin: null },
      }),
    });
    const launch = await tab(/Launch/);
    expect(within(launch).getByRole('img', { name: 'Campaign has errors' })).toBeInTheDocument();
  });

  it('counts disabled mailboxes as an error only for a user with campaign:settings:edit', async () => {
    renderAt(STEPS, { mailboxes: { verified: 0, invalid: 2 } });
    const launch = await tab(/Launch/);
    await waitFor(() =>
      expect(within(launch).getByRole('img', { name: 'Campaign has errors' })).toBeInTheDocument(),
    );
  });

  it('leaves the mailbox state out for a user without campaign:settings:edit', async () => {
    const { api } = renderAt(STEPS, {
      mailboxes: { verified: 0, invalid: 2 },
      permissions: ['project:view', 'campaign:steps:edit'],
    });
    const launch = await tab(/Launch/);
    // The shell asks for the mailbox list after its first loads: let it answer and be counted.
    await waitFor(() =>
      expect(api.calls.some((call) => call.path.endsWith('/email/account/list'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(launch).queryByRole('img', { name: 'Campaign has errors' })).toBeNull();
  });
});
