import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StepGeneration } from '@hirelane/domain/campaigns/step-generation.schema';
import { jsonResponse } from '../../../test/json-response';
import { campaignFixture, stepFixture } from '../test/campaign-fixtures';
import { renderCampaignRoutes, stubCampaignApi } from '../test/render-campaign-page';
import { REPLACE_ONLY_WHEN_PAUSED } from '../components/generate/generation-labels';
import { GenerateStepsPage } from './generate-steps-page';

const generation = (overrides: Partial<StepGeneration>): StepGeneration => ({
  _id: 'g-1',
  campaign_id: 'c-1',
  project_id: 'p-1',
  status: 'running',
  generated_steps: [],
  error: null,
  provider: { kind: 'openai_compatible', label: 'gpt-4o-mini at api.openai.com' },
  request: { channels: ['email', 'linkedin'], tone: 'friendly', number_of_steps: 2 },
  created_at: '2026-02-01T10:00:00.000Z',
  ...overrides,
});

const READY_STEPS: StepGeneration['generated_steps'] = [
  {
    type: 'auto_email',
    config: { subject: 'Hi {{first_name}}', body: 'Hello <b>{{first_name}}</b>' },
  },
  { type: 'delay', config: { days: 2, hours: 0 } },
  { type: 'auto_linkedin_invite', config: { note: 'Hi {{first_name}} from {{company_name}}' } },
];

const common = {
  'GET /api/campaign/text-provider': () =>
    jsonResponse(200, {
      success: true,
      data: { kind: 'openai_compatible', label: 'gpt-4o-mini at api.openai.com' },
    }),
  'GET /api/campaign/template-variables': () =>
    jsonResponse(200, { success: true, data: { definitions: [], candidate_fields: [] } }),
  'GET /api/campaign/c-1/preview-values': () =>
    jsonResponse(200, {
      success: true,
      data: {
        candidate: { _id: 'cand-1', full_name: 'Grace Hopper' },
        candidates: [{ _id: 'cand-1', full_name: 'Grace Hopper' }],
        values: { first_name: 'Grace', company_name: null },
      },
    }),
};

const renderPage = () =>
  renderCampaignRoutes(
    [
      { path: 'campaign/:campaignID?/steps/generate', element: <GenerateStepsPage /> },
      { path: 'campaign/:campaignID', element: <h1>Campaign page</h1> },
    ],
    '/app/projects/p-1/campaign/c-1/steps/generate',
  );

describe('GenerateStepsPage', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('generates, shows the running state, previews the result and accepts it', async () => {
    let polls = 0;
    let started = false;
    const api = stubCampaignApi({
      campaign: campaignFixture({ no_of_steps: 1 }),
      steps: [stepFixture(1, 'auto_email')],
      extra: {
        ...common,
        'GET /api/campaign/c-1/steps/generation': () => {
          if (!started) return jsonResponse(200, { success: true, data: null });
          polls += 1;
          return jsonResponse(200, {
            success: true,
            data: generation({ status: 'ready', generated_steps: READY_STEPS }),
          });
        },
        'POST /api/campaign/c-1/steps/generate': () => {
          started = true;
          return jsonResponse(200, { success: true, data: generation({}) });
        },
        'PUT /api/campaign/c-1/steps/generation/g-1/accept': () =>
          jsonResponse(200, {
            success: true,
            data: [
              stepFixture(1, 'auto_email'),
              stepFixture(2, 'delay'),
              stepFixture(3, 'auto_linkedin_invite'),
            ],
          }),
      },
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderPage();

    expect(await screen.findByText('Using gpt-4o-mini at api.openai.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'WhatsApp' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tone' }), 'friendly');
    await userEvent.click(screen.getByRole('button', { name: 'Generate steps' }));

    expect(
      await screen.findByRole('heading', { name: 'Generating your steps…' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Backend hiring', { selector: 'dd' })).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      channels: ['email', 'linkedin', 'whatsapp'],
      tone: 'friendly',
      number_of_steps: 3,
    });

    const steps = await screen.findByRole('list', { name: 'Generated steps' }, { timeout: 3000 });
    expect(polls).toBeGreaterThan(0);
    const items = within(steps).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByText('Email')).toBeInTheDocument();
    expect(await within(items[0] as HTMLElement).findByText('Hi Grace')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Waits 2 days')).toBeInTheDocument();
    expect(
      within(items[2] as HTMLElement).getByText('{{company_name}}', { selector: 'mark' }),
    ).toHaveAttribute('title', 'No value for company_name');
    expect(
      screen.getByText(/Accepting replaces the campaign’s 1 current step/),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Accept steps' }));
    expect(await screen.findByRole('heading', { name: 'Campaign page' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/app/projects/p-1/campaign/c-1');
    expect(await screen.findByText('3 steps added to the campaign.')).toBeInTheDocument();
  });

  it('explains that only a paused campaign whose steps have not run can get generated steps', async () => {
    const api = stubCampaignApi({
      campaign: campaignFixture({ status: true, no_of_steps: 1 }),
      steps: [stepFixture(1, 'auto_email')],
      extra: {
        ...common,
        'GET /api/campaign/c-1/steps/generation': () =>
          jsonResponse(200, { success: true, data: null }),
      },
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderPage();
    expect(await screen.findByText(REPLACE_ONLY_WHEN_PAUSED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate steps' })).toBeDisabled();
  });

  it('shows a failed run with its error and offers to try again', async () => {
    const api = stubCampaignApi({
      campaign: campaignFixture(),
      steps: [],
      extra: {
        ...common,
        'GET /api/campaign/c-1/steps/generation': () =>
          jsonResponse(200, {
            success: true,
            data: generation({ status: 'failed', error: 'The AI model did not answer in time.' }),
          }),
      },
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderPage();
    expect(await screen.findByText('The AI model did not answer in time.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('combobox', { name: 'Tone' })).toHaveValue('friendly');
    expect(screen.getByRole('checkbox', { name: 'LinkedIn' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Generate steps' })).toBeEnabled();
  });
});
