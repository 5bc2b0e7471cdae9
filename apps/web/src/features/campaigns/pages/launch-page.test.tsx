import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Campaign, CampaignStep } from '@hirelane/domain/campaigns/campaign.schema';
import {
  CANNOT_LAUNCH_MESSAGE,
  WHATSAPP_TEMPLATE_CANNOT_SEND,
} from '@hirelane/domain/campaigns/launch-blockers';
import { AI_CALL_SETTING_OPTIONS } from '@hirelane/domain/accounts/ai-call-settings';
import { CHANNEL_CANNOT_SEND } from '@hirelane/domain/campaigns/step-channels';
import { DEFAULT_LINKEDIN_LIMITS, limitUsage } from '@hirelane/domain/linkedin/linkedin-limits';
import { NO_SCHEDULING_SETTINGS } from '@hirelane/domain/calendars/scheduling-settings.schema';
import { jsonResponse } from '../../../test/json-response';
import { RUN_DENIED_REASON, SETTINGS_DENIED_REASON } from '../campaign-paths';
import { COLLABORATOR_PERMISSIONS, campaignFixture, stepFixture } from '../test/campaign-fixtures';
import { renderCampaignRoutes, stubCampaignApi } from '../test/render-campaign-page';
import { LaunchPage } from './launch-page';

type Setup = {
  /** The server has a voice provider (GET setting-options' provider_configured). */
  voice?: boolean;
  campaign?: Campaign;
  steps?: CampaignStep[];
  permissions?: string[];
  activate?: (run: boolean) => Response;
};

const renderLaunch = ({
  campaign = campaignFixture({ no_of_steps: 2 }),
  steps = [stepFixture(1, 'auto_email'), stepFixture(2, 'delay')],
  permissions,
  voice = false,
  activate = (run) => jsonResponse(200, { success: true, data: { ...campaign, status: run } }),
}: Setup = {}) => {
  const api = stubCampaignApi({
    campaign,
    steps,
    ...(permissions ? { permissions } : {}),
    extra: {
      'GET /api/communication/email/account/list': () =>
        jsonResponse(200, {
          success: true,
          data: {
            verified_emails: [
              { id: 'm-1', label: 'ada@example.test' },
              { id: 'm-2', label: 'jobs@example.test' },
            ],
            invalid_emails: [],
          },
        }),
      'GET /api/communication/linkedin/account/status': () =>
        jsonResponse(200, {
          success: true,
          data: {
            connected: true,
            account_id: 'li-1',
            account_name: 'Ada L.',
            error_message: null,
          },
        }),
      'GET /api/linkedin/connection': () =>
        jsonResponse(200, {
          success: true,
          data: {
            reported: null,
            account: {
              id: 'li-1',
              full_name: 'Ada L.',
              profile_url: 'https://www.linkedin.com/in/ada',
              error_message: null,
              automation_enabled: true,
              paused_until: null,
              limits: DEFAULT_LINKEDIN_LIMITS,
              usage: limitUsage(DEFAULT_LINKEDIN_LIMITS, {
                day: { auto_linkedin_invite: 3 },
                week: { auto_linkedin_invite: 3 },
              }),
            },
          },
        }),
      'GET /api/communication/ai-call/setting-options': () =>
        jsonResponse(200, {
          success: true,
          data: { ...AI_CALL_SETTING_OPTIONS, provider_configured: voice },
        }),
      'GET /api/communication/whatsapp/account/status': () =>
        jsonResponse(200, { success: true, data: { status: 'FAILED' } }),
      'GET /api/project/p-1/scheduling-settings': () =>
        jsonResponse(200, {
          success: true,
          data: { settings: null, problem: NO_SCHEDULING_SETTINGS },
        }),
      'PUT /api/campaign/activate/c-1': ({ body }) => activate((body as { run: boolean }).run),
      'PUT /api/campaign/c-1/settings': ({ body }) => {
        const settings = body as { from_email: string | null; from_linkedin: string | null };
        return jsonResponse(200, {
          success: true,
          data: {
            ...campaign,
            config: { from_email: settings.from_email, from_linkedin: settings.from_linkedin },
          },
        });
      },
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderCampaignRoutes(
    [{ path: 'campaign/:campaignID/launch', element: <LaunchPage /> }],
    '/app/projects/p-1/campaign/c-1/launch',
  );
  return api;
};

const launchButton = () => screen.findByRole('button', { name: 'Launch campaign' });

describe('LaunchPage', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('summarises the steps by channel', async () => {
    renderLaunch({
      steps: [
        stepFixture(1, 'auto_email'),
        stepFixture(2, 'delay'),
        stepFixture(3, 'auto_email'),
        stepFixture(4, 'auto_linkedin_invite'),
      ],
      campaign: campaignFixture({
        config: { from_email: 'ada@example.test', from_linkedin: 'li-1' },
      }),
    });
    expect(await screen.findByRole('heading', { name: '4 steps' })).toBeInTheDocument();
    for (const text of ['2 e-mails', '1 LinkedIn step', '1 delay'])
      expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows what is left of the LinkedIn sender’s limits under the sender', async () => {
    renderLaunch({
      campaign: campaignFixture({
        no_of_steps: 1,
        config: { from_email: 'ada@example.test', from_linkedin: 'li-1' },
      }),
      steps: [stepFixture(1, 'auto_linkedin_invite')],
    });
    const line = await screen.findByLabelText('LinkedIn limits left');
    expect(line).toHaveTextContent('Invitations, last 24 hours: 17 of 20');
    expect(line).toHaveTextContent('Messages, last 24 hours: 50 of 50');
  });

  it('shows what a call step holds in credits, and blocks it only without a voice provider', async () => {
    const steps = [stepFixture(1, 'auto_email'), stepFixture(2, 'auto_ai_call')];
    const campaign = campaignFixture({
      config: { from_email: 'ada@example.test', from_linkedin: null },
    });
    renderLaunch({ steps, campaign, voice: false });
    expect(await screen.findByTestId('call-cost')).toHaveTextContent(
      'The AI call step holds 5 credits per candidate before dialling',
    );
    const blockers = await screen.findAllByTestId('launch-blocker');
    expect(blockers.map((item) => item.firstChild?.textContent)).toEqual([
      CHANNEL_CANNOT_SEND.ai_call,
    ]);
  });

  it('launches a call step where the server has a voice provider', async () => {
    const steps = [stepFixture(1, 'auto_email'), stepFixture(2, 'auto_ai_call')];
    const campaign = campaignFixture({
      config: { from_email: 'ada@example.test', from_linkedin: null },
    });
    renderLaunch({ steps, campaign, voice: true });
    expect(await launchButton()).toBeEnabled();
    expect(screen.queryAllByTestId('launch-blocker')).toEqual([]);
  });

  it('lists what blocks the launch, keeps Launch off with the reason, and leads to the fix', async () => {
    renderLaunch({
      campaign: campaignFixture({ config: { from_email: null, from_linkedin: null } }),
      steps: [stepFixture(1, 'auto_email'), stepFixture(2, 'auto_whatsapp_template_send')],
    });
    const blockers = await screen.findAllByTestId('launch-blocker');
    expect(blockers.map((item) => item.firstChild?.textContent)).toEqual([
      'Choose the mailbox the e-mail steps are sent from.',
      WHATSAPP_TEMPLATE_CANNOT_SEND,
    ]);
    expect(screen.queryByText('Everything the steps need is set up.')).toBeNull();
    // Template steps wait for a WhatsApp Business account (decision 048).
    expect(screen.getByRole('link', { name: 'Connect WhatsApp' })).toHaveAttribute(
      'href',
      '/app/connect-whatsapp',
    );
    const launch = await launchButton();
    expect(launch).toBeDisabled();
    expect(launch).toHaveAccessibleDescription(
      `${CANNOT_LAUNCH_MESSAGE} Fix the items listed above first.`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Choose a mailbox' }));
    expect(screen.getByLabelText('Send e-mails from')).toHaveFocus();
  });

  it('names a FAILED WhatsApp account as a blocker of a WhatsApp message step, with the way to fix it', async () => {
    renderLaunch({
      campaign: campaignFixture({
        config: { from_email: 'ada@example.test', from_linkedin: null },
      }),
      steps: [stepFixture(1, 'auto_email'), stepFixture(2, 'auto_whatsapp_message_send')],
    });
    expect(
      await screen.findByText(
        'The WhatsApp account has FAILED: pair the phone again to send the WhatsApp steps.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Connect WhatsApp' })).toHaveAttribute(
      'href',
      '/app/connect-whatsapp',
    );
  });

  it('blocks a step that uses {{scheduling_link}} while the project has no scheduling settings', async () => {
    const api = renderLaunch({
      campaign: campaignFixture({
        config: { from_email: 'ada@example.test', from_linkedin: null },
      }),
      steps: [
        stepFixture(1, 'auto_email', {
          config: { subject: 'Next step', body: 'Pick a time: {{scheduling_link}}' },
        }),
      ],
    });
    expect(
      await screen.findByText(`A step uses {{scheduling_link}}. ${NO_SCHEDULING_SETTINGS}`),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open scheduling settings' })).toHaveAttribute(
      'href',
      '/app/projects/p-1/settings#scheduling',
    );
    expect(api.calls.some((call) => call.path === '/api/project/p-1/scheduling-settings')).toBe(
      true,
    );
  });

  it('does not ask for scheduling settings when no step uses the variable', async () => {
    const api = renderLaunch();
    expect(await launchButton()).toBeEnabled();
    expect(api.calls.some((call) => call.path.endsWith('/scheduling-settings'))).toBe(false);
  });

  it('waits for unsaved settings, saves them with PUT settings, then launches', async () => {
    const api = renderLaunch({
      campaign: campaignFixture({
        config: { from_email: 'ada@example.test', from_linkedin: null },
      }),
    });
    expect(await launchButton()).toBeEnabled();
    await userEvent.selectOptions(screen.getByLabelText('Send e-mails from'), 'jobs@example.test');
    expect(await launchButton()).toHaveAccessibleDescription(
      'Save your settings before launching.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path.endsWith('/settings'))?.body).toMatchObject({
        from_email: 'jobs@example.test',
        from_linkedin: null,
        schedule: { days: [1, 2, 3, 4, 5], start_hour: 9, end_hour: 17, timezone: 'Europe/Berlin' },
        daily_limit: 50,
      }),
    );
    await waitFor(async () => expect(await launchButton()).toBeEnabled());
    await userEvent.click(await launchButton());
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/campaign/activate/c-1')?.body).toEqual({
        run: true,
      }),
    );
    expect(await screen.findByText('Campaign launched.')).toBeInTheDocument();
  });

  it('saves open and click tracking, both off by default, with the other settings', async () => {
    const api = renderLaunch();
    const tracking = await screen.findByRole('group', { name: 'Tracking' });
    expect(tracking).toHaveAccessibleDescription(
      'Tracking pixels and rewritten links can make e-mails more likely to land in spam.',
    );
    const opens = screen.getByRole('checkbox', { name: 'Track opens' });
    expect(opens).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Track clicks' })).not.toBeChecked();
    await userEvent.click(opens);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path.endsWith('/settings'))?.body).toMatchObject({
        track_opens: true,
        track_clicks: false,
        daily_limit: 50,
      }),
    );
  });

  it('shows the server’s refusal with its reasons', async () => {
    renderLaunch({
      activate: () =>
        jsonResponse(422, {
          success: false,
          message: CANNOT_LAUNCH_MESSAGE,
          errors: [{ path: 'email_account_error', message: 'The mailbox password was changed.' }],
        }),
    });
    await userEvent.click(await launchButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CANNOT_LAUNCH_MESSAGE);
    expect(alert).toHaveTextContent('The mailbox password was changed.');
  });

  it('pauses a running campaign with run false', async () => {
    const api = renderLaunch({ campaign: campaignFixture({ status: true, no_of_steps: 2 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Pause campaign' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/campaign/activate/c-1')?.body).toEqual({
        run: false,
      }),
    );
  });

  it('keeps a collaborator from launching and from changing the settings, saying why', async () => {
    renderLaunch({ permissions: COLLABORATOR_PERMISSIONS });
    const launch = await launchButton();
    expect(launch).toBeDisabled();
    expect(launch).toHaveAccessibleDescription(RUN_DENIED_REASON);
    expect(screen.getByText(SETTINGS_DENIED_REASON)).toBeInTheDocument();
    expect(screen.getByLabelText('Send e-mails from')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Track clicks' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });
});
