import { describe, expect, it } from 'vitest';
import type { Campaign } from './campaign.schema';
import {
  launchBlockers,
  WHATSAPP_TEMPLATE_CANNOT_SEND,
  type SenderAccounts,
} from './launch-blockers';
import { LINKEDIN_STEP_TYPES } from './campaign-rules';
import { SENDING_CHANNELS, withRuntimeChannels } from './step-channels';
import type { SequenceStepType } from './step-types';

type Judged = Pick<Campaign, 'config' | 'campaign_message'>;

const campaign = (
  config: Partial<Judged['config']> = {},
  message: Partial<Judged['campaign_message']> = {},
): Judged => ({
  config: { from_email: 'ada@acme.test', from_linkedin: 'li-1', ...config },
  campaign_message: { email_account_error: null, linkedin_account_error: null, ...message },
});

const accounts = (overrides: Partial<SenderAccounts> = {}): SenderAccounts => ({
  mailboxes: [{ label: 'Ada@Acme.test', problem: null }],
  linkedin: { connected: true, account_id: 'li-1', error_message: null },
  ...overrides,
});

/** The day the extension runs LinkedIn steps: the account rules apply again. */
const withLinkedin = { ...SENDING_CHANNELS, linkedin: true };

const steps = (...types: SequenceStepType[]) => types.map((type) => ({ type }));
const codes = (blockers: ReturnType<typeof launchBlockers>) => blockers.map((b) => b.code);

describe('launchBlockers', () => {
  it('no_steps: a campaign without steps cannot launch, whatever its senders', () => {
    const blockers = launchBlockers(campaign({ from_email: null }), [], accounts());
    expect(blockers).toEqual([
      {
        code: 'no_steps',
        message: 'Add at least one step before launching.',
        fix: { kind: 'add_step' },
      },
    ]);
  });

  it('no_sending_step: delays alone reach nobody', () => {
    expect(launchBlockers(campaign(), steps('delay', 'delay'), accounts())).toEqual([
      {
        code: 'no_sending_step',
        message: 'Add a step that reaches the candidates: delays alone send nothing.',
        fix: { kind: 'add_step' },
      },
    ]);
  });

  it('nothing blocks a healthy e-mail campaign', () => {
    expect(launchBlockers(campaign(), steps('auto_email', 'delay'), accounts())).toEqual([]);
  });

  it('AI call steps block the launch; template and message steps need their accounts', () => {
    const none = accounts({
      mailboxes: [],
      linkedin: { connected: false, account_id: null, error_message: null },
    });
    expect(
      launchBlockers(
        campaign({ from_email: null, from_linkedin: null }),
        steps('delay', 'auto_whatsapp_message_send', 'auto_ai_call', 'auto_whatsapp_template_send'),
        none,
      ),
    ).toEqual([
      {
        code: 'no_whatsapp_business_account',
        message: WHATSAPP_TEMPLATE_CANNOT_SEND,
        fix: { kind: 'page', to: '/app/connect-whatsapp', label: 'Connect WhatsApp' },
      },
      {
        code: 'no_whatsapp_account',
        message: 'Connect WhatsApp to send the WhatsApp steps.',
        fix: { kind: 'page', to: '/app/connect-whatsapp', label: 'Connect WhatsApp' },
      },
      {
        code: 'ai_call_cannot_send',
        message:
          'AI call steps need a voice provider, and none is configured on this server: set VOICE_API_URL, VOICE_API_KEY, VOICE_PHONE_NUMBER_ID and VOICE_WEBHOOK_SECRET (see the README), or remove the call steps to launch.',
        fix: { kind: 'edit_steps' },
      },
    ]);
  });

  it('an AI call step launches where the server has a voice provider', () => {
    expect(
      launchBlockers(
        campaign(),
        steps('auto_email', 'auto_ai_call'),
        accounts(),
        withRuntimeChannels({ aiCall: true }),
      ),
    ).toEqual([]);
  });

  it.each(LINKEDIN_STEP_TYPES)('%s runs with a healthy LinkedIn sender (decision 045)', (type) => {
    expect(launchBlockers(campaign(), steps('auto_email', type), accounts())).toEqual([]);
  });

  it.each(LINKEDIN_STEP_TYPES)(
    'linkedin_cannot_send: %s blocks the launch where LinkedIn cannot send',
    (type) => {
      const noLinkedin = { ...SENDING_CHANNELS, linkedin: false };
      expect(launchBlockers(campaign(), steps('auto_email', type), accounts(), noLinkedin)).toEqual(
        [
          {
            code: 'linkedin_cannot_send',
            message:
              "LinkedIn steps can't be run yet in this version (they need the browser extension): remove them to launch.",
            fix: { kind: 'edit_steps' },
          },
        ],
      );
    },
  );

  it('lists the e-mail blocker first, then one blocker per channel that cannot send', () => {
    const blockers = launchBlockers(
      campaign({ from_email: null }),
      steps('auto_whatsapp_message_send', 'auto_linkedin_invite', 'auto_email', 'auto_ai_call'),
      accounts(),
    );
    expect(codes(blockers)).toEqual([
      'no_sender_email',
      'no_whatsapp_account',
      'ai_call_cannot_send',
    ]);
  });

  it('WhatsApp message steps: the server without a gateway, a FAILED account, a WORKING one', () => {
    const withWhatsapp = (whatsapp: SenderAccounts['whatsapp']) =>
      codes(
        launchBlockers(campaign(), steps('auto_whatsapp_message_send'), accounts({ whatsapp })),
      );
    expect(withWhatsapp({ configured: false, status: null })).toEqual(['whatsapp_not_configured']);
    expect(withWhatsapp({ configured: true, status: null })).toEqual(['no_whatsapp_account']);
    expect(withWhatsapp({ configured: true, status: 'FAILED' })).toEqual([
      'whatsapp_account_failed',
    ]);
    expect(withWhatsapp({ status: 'WORKING' })).toEqual([]);
  });

  it('WhatsApp template steps: no business account, a FAILED one, unapproved templates, WORKING', () => {
    const withBusiness = (extra: Partial<SenderAccounts>) =>
      codes(
        launchBlockers(campaign(), steps('auto_whatsapp_template_send'), accounts({ ...extra })),
      );
    expect(withBusiness({})).toEqual(['no_whatsapp_business_account']);
    expect(withBusiness({ whatsappBusiness: { status: 'FAILED' } })).toEqual([
      'whatsapp_business_failed',
    ]);
    const unapproved = launchBlockers(
      campaign(),
      steps('auto_whatsapp_template_send'),
      accounts({ whatsappBusiness: { status: 'WORKING' }, unapprovedTemplates: ['offer (en)'] }),
    );
    expect(unapproved).toEqual([
      expect.objectContaining({
        code: 'whatsapp_template_not_approved',
        message: expect.stringContaining('not approved: offer (en)') as unknown,
        fix: { kind: 'edit_steps' },
      }),
    ]);
    expect(withBusiness({ whatsappBusiness: { status: 'WORKING' } })).toEqual([]);
  });

  it('WhatsApp message steps go through a WORKING business account when no phone is paired', () => {
    const messageCodes = (extra: Partial<SenderAccounts>) =>
      codes(launchBlockers(campaign(), steps('auto_whatsapp_message_send'), accounts(extra)));
    expect(
      messageCodes({
        whatsapp: { configured: false, status: null },
        whatsappBusiness: { status: 'WORKING' },
      }),
    ).toEqual([]);
    expect(
      messageCodes({
        whatsapp: { configured: true, status: 'FAILED' },
        whatsappBusiness: { status: 'FAILED' },
      }),
    ).toEqual(['whatsapp_account_failed']);
  });

  it('no_mailbox: an e-mail step with no mailbox in the workspace', () => {
    const [blocker] = launchBlockers(
      campaign({ from_email: null }),
      steps('auto_email'),
      accounts({ mailboxes: [] }),
    );
    expect(blocker).toEqual({
      code: 'no_mailbox',
      message: 'Connect a mailbox to send the e-mail steps.',
      fix: { kind: 'page', to: '/app/connect-mailbox', label: 'Connect mailbox' },
    });
  });

  it('no_sender_email: mailboxes exist but none is chosen', () => {
    expect(launchBlockers(campaign({ from_email: null }), steps('auto_email'), accounts())).toEqual(
      [
        {
          code: 'no_sender_email',
          message: 'Choose the mailbox the e-mail steps are sent from.',
          fix: { kind: 'launch_settings', field: 'from_email' },
        },
      ],
    );
  });

  it('sender_email_unavailable: the chosen address is no longer a mailbox of the workspace', () => {
    const blockers = launchBlockers(
      campaign({ from_email: 'gone@acme.test' }),
      steps('auto_email'),
      accounts(),
    );
    expect(blockers).toEqual([
      {
        code: 'sender_email_unavailable',
        message: 'gone@acme.test is no longer a connected mailbox. Choose another sender.',
        fix: { kind: 'launch_settings', field: 'from_email' },
      },
    ]);
  });

  it('sender_email_disabled: the chosen mailbox has a problem (matched case-insensitively)', () => {
    const blockers = launchBlockers(
      campaign({ from_email: 'ada@acme.test' }),
      steps('auto_email'),
      accounts({ mailboxes: [{ label: 'ADA@acme.test', problem: 'Disabled' }] }),
    );
    expect(blockers).toEqual([
      {
        code: 'sender_email_disabled',
        message: "The mailbox ada@acme.test can't send: Disabled",
        fix: { kind: 'page', to: '/app/settings#mailbox', label: 'Open mailbox settings' },
      },
    ]);
  });

  it('email_account_error: the campaign reports an e-mail account error', () => {
    const blockers = launchBlockers(
      campaign({}, { email_account_error: 'Sending failed: quota exceeded.' }),
      steps('auto_email'),
      accounts(),
    );
    expect(blockers).toEqual([
      {
        code: 'email_account_error',
        message: 'Sending failed: quota exceeded.',
        fix: { kind: 'page', to: '/app/settings#mailbox', label: 'Open mailbox settings' },
      },
    ]);
  });

  it('an e-mail account error alone does not block a campaign without e-mail steps', () => {
    expect(
      launchBlockers(
        campaign({ from_email: null }, { email_account_error: 'Broken' }),
        steps('auto_linkedin_invite'),
        accounts({ mailboxes: [] }),
        withLinkedin,
      ),
    ).toEqual([]);
  });

  it.each(LINKEDIN_STEP_TYPES)(
    'no_linkedin_account: %s with no LinkedIn account connected',
    (type) => {
      const blockers = launchBlockers(
        campaign({ from_linkedin: null }),
        steps(type),
        accounts({ linkedin: { connected: false, account_id: null, error_message: null } }),
        withLinkedin,
      );
      expect(blockers).toEqual([
        {
          code: 'no_linkedin_account',
          message: 'Connect your LinkedIn account to run the LinkedIn steps.',
          fix: { kind: 'page', to: '/app/connect-linkedin', label: 'Connect LinkedIn' },
        },
      ]);
    },
  );

  it('no_sender_linkedin: an account is connected but the campaign has none chosen', () => {
    expect(
      launchBlockers(
        campaign({ from_linkedin: null }),
        steps('auto_linkedin_message_send'),
        accounts(),
        withLinkedin,
      ),
    ).toEqual([
      {
        code: 'no_sender_linkedin',
        message: 'Choose the LinkedIn account the LinkedIn steps run from.',
        fix: { kind: 'launch_settings', field: 'from_linkedin' },
      },
    ]);
  });

  it('linkedin_account_error: the campaign reports a LinkedIn account error', () => {
    const blockers = launchBlockers(
      campaign({}, { linkedin_account_error: 'LinkedIn signed you out. Re-connect.' }),
      steps('auto_linkedin_profile_view'),
      accounts(),
      withLinkedin,
    );
    expect(blockers).toEqual([
      {
        code: 'linkedin_account_error',
        message: 'LinkedIn signed you out. Re-connect.',
        fix: { kind: 'page', to: '/app/connect-linkedin', label: 'Re-connect Linkedin' },
      },
    ]);
  });

  it('a LinkedIn error alone does not block a campaign without LinkedIn steps', () => {
    expect(
      launchBlockers(
        campaign({ from_linkedin: null }, { linkedin_account_error: 'Broken' }),
        steps('auto_email'),
        accounts({ linkedin: { connected: false, account_id: null, error_message: null } }),
      ),
    ).toEqual([]);
  });

  it('reports the e-mail blocker and the LinkedIn blocker together, e-mail first', () => {
    const blockers = launchBlockers(
      campaign({ from_email: null, from_linkedin: null }),
      steps('auto_linkedin_invite', 'delay', 'auto_email'),
      accounts(),
      withLinkedin,
    );
    expect(codes(blockers)).toEqual(['no_sender_email', 'no_sender_linkedin']);
  });
});

describe('launchBlockers: {{scheduling_link}}', () => {
  const schedulingStep = {
    type: 'auto_email' as const,
    config: { subject: 'Next step', body: 'Pick a time: {{ scheduling_link }}' },
  };
  const problem = {
    problem: 'No settings.',
    settings_path: '/app/projects/p1/settings#scheduling',
  };

  it('blocks a step that uses the variable while the project cannot make links, with where to fix it', () => {
    const blockers = launchBlockers(
      campaign(),
      [schedulingStep],
      accounts({ scheduling: problem }),
    );
    expect(blockers).toEqual([
      {
        code: 'no_scheduling_settings',
        message: 'A step uses {{scheduling_link}}. No settings.',
        fix: { kind: 'page', to: problem.settings_path, label: 'Open scheduling settings' },
      },
    ]);
  });

  it('does not block when the settings are usable, or when no step uses the variable', () => {
    const ready = accounts({ scheduling: { ...problem, problem: null } });
    expect(launchBlockers(campaign(), [schedulingStep], ready)).toEqual([]);
    const plain = {
      type: 'auto_email' as const,
      config: { subject: 'Hi', body: '{{first_name}}' },
    };
    expect(launchBlockers(campaign(), [plain], accounts({ scheduling: problem }))).toEqual([]);
  });
});
