import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Campaign, CampaignStep } from '@hirelane/domain/campaigns/campaign.schema';
import { STEP_LOCKED_REASON } from '@hirelane/domain/campaigns/campaign.schema';
import { jsonResponse } from '../../../test/json-response';
import { STEPS_DENIED_REASON } from '../campaign-paths';
import { COLLABORATOR_PERMISSIONS, campaignFixture, stepFixture } from '../test/campaign-fixtures';
import { renderCampaignRoutes, stubCampaignApi } from '../test/render-campaign-page';
import { CampaignStepsPage } from './campaign-steps-page';

const TEMPLATE_ID = '00000000-0000-4000-8000-000000000001';
const templates = [
  {
    _id: TEMPLATE_ID,
    channel: 'whatsapp_template',
    name: 'Interview invite',
    subject: null,
    header: null,
    body: 'Hi {{1}}',
    footer: null,
    actions: [],
    created_by: null,
    updated_at: '2026-01-05T10:00:00.000Z',
    can_edit: true,
  },
];

const defaultSteps = () => [
  stepFixture(1, 'auto_email'),
  stepFixture(2, 'delay'),
  stepFixture(3, 'auto_whatsapp_template_send'),
];

const renderSteps = ({
  campaign = campaignFixture({ no_of_steps: 3 }),
  steps = defaultSteps(),
  permissions,
  path = '/app/projects/p-1/campaign/c-1',
}: {
  campaign?: Campaign;
  steps?: CampaignStep[];
  permissions?: string[];
  path?: string;
} = {}) => {
  // The server's steps: a reorder changes what the next GET answers.
  let current = steps;
  const api = stubCampaignApi({
    campaign,
    steps,
    ...(permissions ? { permissions } : {}),
    extra: {
      'GET /api/campaign/c-1/steps': () => jsonResponse(200, { success: true, data: current }),
      'GET /api/campaign/template/list': () =>
        jsonResponse(200, { success: true, data: templates }),
      'PUT /api/campaign/c-1/steps/reorder': ({ body }) => {
        const ids = (body as { step_ids: string[] }).step_ids;
        current = ids.flatMap((id, index) => {
          const step = steps.find((item) => item._id === id);
          return step ? [{ ...step, order: index + 1 }] : [];
        });
        return jsonResponse(200, { success: true, data: current });
      },
      'PUT /api/campaign/c-1/step/delete/s-2': () =>
        jsonResponse(200, { success: true, message: 'Step deleted.' }),
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const rendered = renderCampaignRoutes(
    [{ path: 'campaign/:campaignID?', element: <CampaignStepsPage /> }],
    path,
  );
  return { api, ...rendered };
};

const rows = async () => screen.findAllByTestId('campaign-step');

describe('CampaignStepsPage', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the steps in order with their type and a one-line summary', async () => {
    renderSteps();
    const list = await rows();
    expect(list).toHaveLength(3);
    expect(within(list[0]!).getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      '/app/projects/p-1/campaign/c-1/steps/1',
    );
    expect(within(list[0]!).getByTestId('step-summary')).toHaveTextContent(
      'A role at {{company_name}}',
    );
    expect(within(list[1]!).getByTestId('step-summary')).toHaveTextContent('Wait 2 days 3 hours');
    await waitFor(() =>
      expect(within(list[2]!).getByTestId('step-summary')).toHaveTextContent('Interview invite'),
    );
  });

  it('marks each step of a channel that cannot send yet, with what to do', async () => {
    renderSteps({
      steps: [
        stepFixture(1, 'auto_email'),
        stepFixture(2, 'auto_whatsapp_template_send'),
        stepFixture(3, 'auto_linkedin_invite'),
        stepFixture(4, 'auto_whatsapp_message_send'),
      ],
    });
    const [email, template, linkedin, message] = await rows();
    expect(within(email!).queryByTestId('step-cannot-send')).toBeNull();
    // Template steps send through the WhatsApp Business account (decision 048).
    expect(within(template!).queryByTestId('step-cannot-send')).toBeNull();
    // WhatsApp messages send through the paired gateway phone (decision 048).
    expect(within(message!).queryByTestId('step-cannot-send')).toBeNull();
    // LinkedIn steps run through the browser extension (decision 045).
    expect(within(linkedin!).queryByTestId('step-cannot-send')).toBeNull();
  });

  it('redirects to the linked campaign when the route has no campaign id', async () => {
    renderSteps({ path: '/app/projects/p-1/campaign' });
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/app/projects/p-1/campaign/c-1'),
    );
    expect(await rows()).toHaveLength(3);
  });

  it('locks a step being sent: its reason is shown, edit, delete and moves are off', async () => {
    const steps = [
      stepFixture(1, 'auto_email', { can_update: false, locked_reason: STEP_LOCKED_REASON }),
      stepFixture(2, 'delay'),
      stepFixture(3, 'auto_linkedin_invite'),
    ];
    renderSteps({ steps });
    const [locked, open] = await rows();
    expect(within(locked!).getByText(STEP_LOCKED_REASON)).toBeInTheDocument();
    expect(within(locked!).getByRole('img', { name: 'Locked' })).toBeInTheDocument();
    expect(within(locked!).getByRole('button', { name: 'Edit step 1, Email' })).toBeDisabled();
    expect(within(locked!).getByRole('button', { name: 'Delete step 1, Email' })).toBeDisabled();
    expect(within(locked!).getByRole('button', { name: 'Reorder step 1, Email' })).toBeDisabled();
    // Moving step 2 up would shift the locked step.
    expect(within(open!).getByRole('button', { name: 'Move step 2, Delay up' })).toBeDisabled();
    expect(within(open!).getByRole('button', { name: 'Move step 2, Delay down' })).toBeEnabled();
    expect(within(open!).getByRole('button', { name: 'Delete step 2, Delay' })).toBeEnabled();
    // The regenerate option needs every step editable.
    expect(screen.queryByRole('link', { name: /Regenerate/ })).toBeNull();
  });

  it('shows the steps read-only, with the reason, to a user without campaign:steps:edit', async () => {
    renderSteps({ permissions: COLLABORATOR_PERMISSIONS });
    const list = await rows();
    expect(screen.getByText(STEPS_DENIED_REASON)).toBeInTheDocument();
    expect(within(list[0]!).queryByRole('button')).toBeNull();
    expect(within(list[0]!).getByRole('link', { name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add step/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Regenerate/ })).toBeNull();
  });

  it('offers Regenerate only while paused with every step editable', async () => {
    renderSteps();
    await rows();
    expect(screen.getByRole('link', { name: /Regenerate with AI/ })).toHaveAttribute(
      'href',
      '/app/projects/p-1/campaign/c-1/steps/preview?show=prompt',
    );
  });

  it('hides Regenerate while the campaign runs', async () => {
    renderSteps({ campaign: campaignFixture({ status: true, no_of_steps: 3 }) });
    await rows();
    expect(screen.queryByRole('link', { name: /Regenerate/ })).toBeNull();
  });

  it('reorders with the move buttons through PUT reorder', async () => {
    const { api } = renderSteps();
    const [first] = await rows();
    await userEvent.click(within(first!).getByRole('button', { name: 'Move step 1, Email down' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path.endsWith('/steps/reorder'))?.body).toEqual({
        step_ids: ['s-2', 's-1', 's-3'],
      }),
    );
    await waitFor(async () =>
      expect(within((await rows())[0]!).getByRole('link', { name: 'Delay' })).toBeInTheDocument(),
    );
  });

  it('deletes a step after confirming', async () => {
    const { api } = renderSteps();
    const list = await rows();
    await userEvent.click(within(list[1]!).getByRole('button', { name: 'Delete step 2, Delay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this step?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete step' }));
    await waitFor(() =>
      expect(
        api.calls.some(
          (call) => call.method === 'PUT' && call.path === '/api/campaign/c-1/step/delete/s-2',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('Step deleted.')).toBeInTheDocument();
  });

  it('starts an empty campaign with Add a step and Generate with AI', async () => {
    renderSteps({ steps: [] });
    expect(await screen.findByRole('heading', { name: 'No steps yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Generate with AI/ })).toHaveAttribute(
      'href',
      '/app/projects/p-1/campaign/c-1/steps/preview?show=prompt',
    );
    await userEvent.click(screen.getByRole('button', { name: /Add a step/ }));
    expect(await screen.findByRole('dialog', { name: 'Add a step' })).toBeInTheDocument();
  });
});
