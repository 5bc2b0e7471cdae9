import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STEP_LOCKED_REASON } from '@hirelane/domain/campaigns/campaign.schema';
import { CALLING_WINDOW_NOTE } from '../components/editors/ai-call-editor';
import { DEFAULT_AI_CALL_VOICE } from '@hirelane/domain/campaigns/step-config.schema';
import { REQUIRED_MESSAGE } from '@hirelane/domain/http/validation-messages';
import { jsonResponse } from '../../../test/json-response';
import { STEPS_DENIED_REASON } from '../campaign-paths';
import { COLLABORATOR_PERMISSIONS, campaignFixture, stepFixture } from '../test/campaign-fixtures';
import { renderCampaignRoutes, stubCampaignApi } from '../test/render-campaign-page';
import { AddStepPage } from './add-step-page';
import { EditStepPage } from './edit-step-page';

const BASE = '/app/projects/p-1/campaign/c-1';

const renderEditor = (
  path: string,
  {
    add = () => jsonResponse(200, { success: true, data: stepFixture(3, 'auto_ai_call') }),
    steps = [stepFixture(1, 'auto_email'), stepFixture(2, 'delay')],
    permissions,
    launchedAt = null,
  }: {
    add?: () => Response;
    steps?: ReturnType<typeof stepFixture>[];
    permissions?: string[];
    launchedAt?: string | null;
  } = {},
) => {
  const api = stubCampaignApi({
    campaign: campaignFixture({ no_of_steps: steps.length, launched_at: launchedAt }),
    steps,
    ...(permissions ? { permissions } : {}),
    extra: {
      'POST /api/campaign/c-1/step/add': add,
      'PUT /api/campaign/c-1/step/update/s-2': ({ body }) =>
        jsonResponse(200, {
          success: true,
          data: { ...stepFixture(2, 'delay'), ...(body as object) },
        }),
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderCampaignRoutes(
    [
      { path: 'campaign/:campaignID', element: <p>Steps page</p> },
      { path: 'campaign/:campaignID/steps/add', element: <AddStepPage /> },
      { path: 'campaign/:campaignID/steps/:orderId?', element: <EditStepPage /> },
    ],
    path,
  );
  return api;
};

const writes = (api: ReturnType<typeof stubCampaignApi>) =>
  api.calls.filter((call) => call.method !== 'GET');

describe('the step editor pages', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('checks a new AI call with the step schema before sending it', async () => {
    const api = renderEditor(`${BASE}/steps/add?step_type=auto_ai_call`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Add a step' }),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Add step' }));
    expect(await screen.findByText(REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText(/Call goal/)).toHaveAttribute('aria-invalid', 'true');
    expect(writes(api)).toEqual([]);

    // After a first attempt the message follows the typing.
    await userEvent.type(screen.getByLabelText(/Call goal/), 'Check the notice period');
    expect(screen.queryByText(REQUIRED_MESSAGE)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'en-GB');
    await userEvent.type(screen.getByLabelText(/What to find out/), 'Notice period');
    expect(screen.queryByLabelText(/Voicemail message/)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('On a voicemail'), 'leave_message');
    await userEvent.type(screen.getByLabelText(/Voicemail message/), 'Call us back');
    expect(screen.getByText(CALLING_WINDOW_NOTE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add step' }));
    await waitFor(() =>
      expect(writes(api)[0]?.body).toEqual({
        type: 'auto_ai_call',
        config: {
          goal: 'Check the notice period',
          voice: { ...DEFAULT_AI_CALL_VOICE, language: 'en-GB' },
          questions: 'Notice period',
          voicemail: 'leave_message',
          voicemail_message: 'Call us back',
        },
      }),
    );
    expect(await screen.findByText('Step added.')).toBeInTheDocument();
    expect(await screen.findByText('Steps page')).toBeInTheDocument();
  });

  it('previews the voice with the browser speech where it can speak, in the step language and speed', async () => {
    const speak = vi.fn();
    vi.stubGlobal('speechSynthesis', { speak, cancel: vi.fn(), getVoices: () => [] });
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        lang = '';
        rate = 1;
        constructor(readonly text: string) {}
      },
    );
    renderEditor(`${BASE}/steps/add?step_type=auto_ai_call`);
    await userEvent.type(await screen.findByLabelText(/What to say first/), 'Hello there');
    await userEvent.selectOptions(screen.getByLabelText('Speaking speed'), '1.2');
    await userEvent.click(screen.getByRole('button', { name: 'Preview voice' }));
    expect(speak).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'Hello there', lang: 'en-US', rate: 1.2 }),
    );
  });

  it('requires the subject and the message of a new e-mail', async () => {
    const api = renderEditor(`${BASE}/steps/add?step_type=auto_email`);
    await userEvent.click(await screen.findByRole('button', { name: 'Add step' }));
    await waitFor(() => expect(screen.getAllByText(REQUIRED_MESSAGE)).toHaveLength(2));
    expect(writes(api)).toEqual([]);
  });

  it('shows the server’s field errors on their fields', async () => {
    renderEditor(`${BASE}/steps/add?step_type=auto_ai_call`, {
      add: () =>
        jsonResponse(422, {
          success: false,
          message: 'The step has errors.',
          errors: [{ path: 'config.goal', message: 'Say what the call should achieve.' }],
        }),
    });
    await userEvent.type(await screen.findByLabelText(/Call goal/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Add step' }));
    expect(await screen.findByText('Say what the call should achieve.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The step has errors.');
  });

  it('edits a step found by its order and saves it with PUT update', async () => {
    const api = renderEditor(`${BASE}/steps/2`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Step 2: Delay' }),
    ).toBeInTheDocument();
    const days = screen.getByLabelText('Days');
    expect(days).toHaveValue(2);
    await userEvent.clear(days);
    await userEvent.type(days, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(writes(api)[0]).toMatchObject({
        method: 'PUT',
        path: '/api/campaign/c-1/step/update/s-2',
        body: { type: 'delay', config: { days: 4, hours: 3 } },
      }),
    );
    expect(await screen.findByText('Step saved.')).toBeInTheDocument();
  });

  it('keeps a sent step editable in a launched campaign and says who the edit reaches', async () => {
    renderEditor(`${BASE}/steps/2`, { launchedAt: '2026-03-01T09:00:00.000Z' });
    expect(await screen.findByTestId('step-edit-reach')).toHaveTextContent(
      'Edits apply to everyone who has not reached this step yet, people already in the campaign included. Messages already sent stay as they were.',
    );
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(screen.queryByText(STEP_LOCKED_REASON)).toBeNull();
  });

  it('says nothing of who an edit reaches before the first launch', async () => {
    renderEditor(`${BASE}/steps/2`);
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(screen.queryByTestId('step-edit-reach')).toBeNull();
  });

  it('shows a step being sent right now read-only, with the reason', async () => {
    renderEditor(`${BASE}/steps/2`, {
      steps: [
        stepFixture(1, 'auto_email'),
        stepFixture(2, 'delay', { can_update: false, locked_reason: STEP_LOCKED_REASON }),
      ],
    });
    expect(await screen.findByText(STEP_LOCKED_REASON)).toBeInTheDocument();
    expect(screen.getByText('Wait 2 days 3 hours')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('shows the steps read-only to a user without campaign:steps:edit', async () => {
    renderEditor(`${BASE}/steps/2`, { permissions: COLLABORATOR_PERMISSIONS });
    expect(await screen.findByText(STEPS_DENIED_REASON)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('says so when no step has that order', async () => {
    renderEditor(`${BASE}/steps/9`);
    expect(await screen.findByRole('heading', { name: 'There is no step 9' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to steps' })).toHaveAttribute('href', BASE);
  });
});
