import { describe, expect, it } from 'vitest';
import type { Campaign } from './campaign.schema';
import {
  campaignStatusLabel,
  campaignTabsComplete,
  canRegenerateSteps,
  campaignHasErrors,
  emailStepInError,
  linkedinStepInError,
  showCampaignErrorMark,
} from './campaign-rules';
import { SENDING_CHANNELS } from './step-channels';
import { DEFAULT_DAILY_LIMIT, DEFAULT_SENDING_SCHEDULE } from './sending-schedule.schema';

const campaign = (overrides: Partial<Campaign> = {}): Campaign => ({
  _id: 'c1',
  status: false,
  no_of_steps: 0,
  email: 'ada@acme.test',
  config: { from_email: 'ada@acme.test', from_linkedin: 'ada-lovelace' },
  campaign_message: { email_account_error: null, linkedin_account_error: null },
  campaign_error_message: null,
  project_id: 'p1',
  schedule: DEFAULT_SENDING_SCHEDULE,
  daily_limit: DEFAULT_DAILY_LIMIT,
  launched_at: null,
  track_opens: false,
  track_clicks: false,
  ...overrides,
});
const healthy = { connected: 2, enabled: 1 };
const editor = ['campaign:settings:edit'];
/** The day the extension runs LinkedIn steps: only SPEC 4.4's LinkedIn rule applies to them. */
const withLinkedin = { ...SENDING_CHANNELS, linkedin: true };

describe('campaign status and tabs (SPEC 4.4)', () => {
  it('reads Running for status true and Paused otherwise', () => {
    expect(campaignStatusLabel(campaign({ status: true }))).toBe('Running');
    expect(campaignStatusLabel(campaign())).toBe('Paused');
  });
  it('completes Steps with steps and Launch when running', () => {
    expect(campaignTabsComplete(campaign())).toEqual({ steps: false, launch: false });
    expect(campaignTabsComplete(campaign({ no_of_steps: 2, status: true }))).toEqual({
      steps: true,
      launch: true,
    });
  });
  it('offers regenerate only while paused, with every step editable, on the steps page', () => {
    const editable = [{ can_update: true }, { can_update: true }];
    expect(canRegenerateSteps(campaign(), editable, true)).toBe(true);
    expect(canRegenerateSteps(campaign({ status: true }), editable, true)).toBe(false);
    expect(canRegenerateSteps(campaign(), [{ can_update: false }], true)).toBe(false);
    expect(canRegenerateSteps(campaign(), editable, false)).toBe(false);
  });
});

describe('e-mail step error rule (SPEC 4.4)', () => {
  it('is fine with a sender, no account error and enabled mailboxes', () => {
    expect(emailStepInError(campaign(), healthy, editor)).toBe(false);
  });
  it('errs without a sender e-mail or with an e-mail account error', () => {
    expect(
      emailStepInError(
        campaign({ config: { from_email: null, from_linkedin: null } }),
        healthy,
        [],
      ),
    ).toBe(true);
    expect(
      emailStepInError(
        campaign({
          campaign_message: { email_account_error: 'Login failed', linkedin_account_error: null },
        }),
        healthy,
        [],
      ),
    ).toBe(true);
  });
  it('counts missing or disabled mailboxes only for a user with campaign:settings:edit', () => {
    expect(emailStepInError(campaign(), { connected: 0, enabled: 0 }, editor)).toBe(true);
    expect(emailStepInError(campaign(), { connected: 2, enabled: 0 }, editor)).toBe(true);
    expect(emailStepInError(campaign(), { connected: 0, enabled: 0 }, [])).toBe(false);
  });
});

describe('LinkedIn step error rule (SPEC 4.4)', () => {
  it('errs without a sender LinkedIn or with a LinkedIn account error', () => {
    expect(linkedinStepInError(campaign())).toBe(false);
    expect(
      linkedinStepInError(campaign({ config: { from_email: 'a@b.c', from_linkedin: null } })),
    ).toBe(true);
    expect(
      linkedinStepInError(
        campaign({
          campaign_message: { email_account_error: null, linkedin_account_error: 'Expired' },
        }),
      ),
    ).toBe(true);
  });
});

describe('sidebar error mark (SPEC 4.4)', () => {
  const noLinkedin = campaign({ config: { from_email: 'ada@acme.test', from_linkedin: null } });

  it('never shows without steps in the project layout', () => {
    expect(showCampaignErrorMark(noLinkedin, [], healthy, editor, 'project')).toBe(false);
  });
  it('shows when a step of the campaign meets its rule', () => {
    const steps = [{ type: 'auto_email' as const }, { type: 'auto_linkedin_invite' as const }];
    expect(showCampaignErrorMark(noLinkedin, steps, healthy, editor, 'project', withLinkedin)).toBe(
      true,
    );
    expect(showCampaignErrorMark(campaign(), steps, healthy, editor, 'project', withLinkedin)).toBe(
      false,
    );
    expect(
      showCampaignErrorMark(noLinkedin, [{ type: 'auto_email' }], healthy, editor, 'project'),
    ).toBe(false);
  });
  it('also shows in the candidate layout for a campaign error message or steps without e-mail', () => {
    expect(
      showCampaignErrorMark(
        campaign({ campaign_error_message: 'Paused by the system' }),
        [],
        healthy,
        editor,
        'candidate',
      ),
    ).toBe(true);
    const steps = [{ type: 'delay' as const }];
    expect(
      showCampaignErrorMark(campaign({ email: null }), steps, healthy, editor, 'candidate'),
    ).toBe(true);
    expect(
      showCampaignErrorMark(campaign({ email: null }), steps, healthy, editor, 'project'),
    ).toBe(false);
  });
  it.each(['auto_whatsapp_template_send', 'auto_ai_call'] as const)(
    'shows for a %s step, which cannot send in this version',
    (type) => {
      const steps = [{ type: 'auto_email' as const }, { type }];
      expect(showCampaignErrorMark(campaign(), steps, healthy, editor, 'project')).toBe(true);
      expect(campaignHasErrors(campaign(), steps, healthy, [])).toBe(true);
      expect(campaignHasErrors(campaign(), [{ type: 'auto_email' }], healthy, [])).toBe(false);
    },
  );
  it('does not show for a WhatsApp message step: it sends through the gateway (decision 048)', () => {
    const steps = [
      { type: 'auto_email' as const },
      { type: 'auto_whatsapp_message_send' as const },
    ];
    expect(showCampaignErrorMark(campaign(), steps, healthy, editor, 'project')).toBe(false);
  });
  it('does not show for a LinkedIn step with a healthy sender: LinkedIn runs (decision 045)', () => {
    const steps = [{ type: 'auto_email' as const }, { type: 'auto_linkedin_invite' as const }];
    expect(showCampaignErrorMark(campaign(), steps, healthy, editor, 'project')).toBe(false);
  });
});
