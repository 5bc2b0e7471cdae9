import type { Campaign, CampaignStepSummary } from './campaign.schema';
import { usesSchedulingLink } from './template-variables';
import {
  CHANNEL_CANNOT_SEND,
  SENDING_CHANNELS,
  stepChannel,
  unsendableChannel,
  type ChannelCapabilities,
  type StepChannel,
} from './step-channels';

/** A mailbox of the workspace: verified ones have no problem; invalid ones carry their reason. */
export type SenderMailbox = { label: string; problem: string | null };
export type SenderAccounts = {
  /** The workspace's mailboxes, verified and invalid (disabled, failing login…). */
  mailboxes: readonly SenderMailbox[];
  linkedin: { connected: boolean; account_id: string | null; error_message: string | null };
  /**
   * The workspace's WhatsApp gateway account (decision 048): whether the server has a gateway,
   * and the stored state (WORKING, FAILED, or null when none is connected). The web does not know
   * `configured` (its connect page says so); the server always does.
   */
  whatsapp?: { configured?: boolean; status: 'WORKING' | 'FAILED' | null };
  /**
   * The project's scheduling settings, judged for `{{scheduling_link}}`: why links cannot be made
   * (null when they can) and where they are set. Absent when the caller has not read them.
   */
  scheduling?: { problem: string | null; settings_path: string };
  /**
   * The WhatsApp Business Cloud API account (decision 048): it sends the template steps, and the
   * message steps when no gateway phone is paired (inside the 24-hour window only).
   */
  whatsappBusiness?: { status: 'WORKING' | 'FAILED' | null };
  /** Server only: the names of the templates chosen in template steps that Meta has not approved. */
  unapprovedTemplates?: readonly string[];
};

export type LaunchBlockerCode =
  | 'no_steps'
  | 'no_sending_step'
  | 'no_mailbox'
  | 'no_sender_email'
  | 'sender_email_unavailable'
  | 'sender_email_disabled'
  | 'email_account_error'
  | 'no_linkedin_account'
  | 'no_sender_linkedin'
  | 'linkedin_account_error'
  | 'linkedin_cannot_send'
  | 'whatsapp_cannot_send'
  | 'whatsapp_not_configured'
  | 'no_whatsapp_account'
  | 'whatsapp_account_failed'
  | 'whatsapp_template_cannot_send'
  | 'no_whatsapp_business_account'
  | 'whatsapp_business_failed'
  | 'whatsapp_template_not_approved'
  | 'ai_call_cannot_send'
  | 'no_scheduling_settings';

/** Where a blocker is fixed: a tab of the campaign or another page of the app. */
export type LaunchFix =
  | { kind: 'add_step' }
  | { kind: 'launch_settings'; field: 'from_email' | 'from_linkedin' }
  | { kind: 'page'; to: string; label: string }
  /** The steps tab: remove the steps named by the blocker. */
  | { kind: 'edit_steps' };

export type LaunchBlocker = { code: LaunchBlockerCode; message: string; fix: LaunchFix };

export const CANNOT_LAUNCH_MESSAGE = "This campaign can't be launched yet.";

const NON_EMAIL_CHANNELS = ['linkedin', 'whatsapp', 'ai_call'] as const;

/**
 * What stops a campaign from running, each with where to fix it: no steps, an e-mail or LinkedIn
 * step whose sender is missing or broken (SPEC 4.4's rules, judged without the viewer's
 * permission because the server refuses a launch on them for everybody), or a step of a channel
 * that cannot send in this version (`channels`), so that a launch never pretends to reach anyone.
 */
export const launchBlockers = (
  campaign: Pick<Campaign, 'config' | 'campaign_message'>,
  steps: readonly (Pick<CampaignStepSummary, 'type'> & { config?: Record<string, unknown> })[],
  accounts: SenderAccounts,
  channels: ChannelCapabilities = SENDING_CHANNELS,
): LaunchBlocker[] => {
  if (steps.length === 0)
    return [
      {
        code: 'no_steps',
        message: 'Add at least one step before launching.',
        fix: { kind: 'add_step' },
      },
    ];
  if (steps.every((step) => stepChannel(step.type) === null))
    return [
      {
        code: 'no_sending_step',
        message: 'Add a step that reaches the candidates: delays alone send nothing.',
        fix: { kind: 'add_step' },
      },
    ];
  const blockers: LaunchBlocker[] = [];
  if (steps.some((step) => step.type === 'auto_email'))
    blockers.push(...emailBlockers(campaign, accounts));
  const used = new Set<StepChannel | null>(steps.map((step) => stepChannel(step.type)));
  for (const channel of NON_EMAIL_CHANNELS) {
    if (!used.has(channel)) continue;
    if (steps.some((step) => unsendableChannel(step.type, channels) === channel))
      blockers.push({
        code: `${channel}_cannot_send`,
        message: CHANNEL_CANNOT_SEND[channel],
        fix: { kind: 'edit_steps' },
      });
    else if (channel === 'linkedin') blockers.push(...linkedinBlockers(campaign, accounts));
    else if (channel === 'whatsapp') blockers.push(...whatsappBlockers(steps, accounts));
  }
  const scheduling = accounts.scheduling;
  if (scheduling?.problem && steps.some((step) => stepUsesSchedulingLink(step.config)))
    blockers.push({
      code: 'no_scheduling_settings',
      message: `A step uses {{scheduling_link}}. ${scheduling.problem}`,
      fix: { kind: 'page', to: scheduling.settings_path, label: 'Open scheduling settings' },
    });
  return blockers;
};

/** Whether a step's texts (subject, body, note, message…) use {{scheduling_link}}. */
export const stepUsesSchedulingLink = (config: Record<string, unknown> | undefined): boolean =>
  usesSchedulingLink(
    ...Object.values(config ?? {}).filter((value): value is string => typeof value === 'string'),
  );

const emailBlockers = (
  campaign: Pick<Campaign, 'config' | 'campaign_message'>,
  accounts: SenderAccounts,
): LaunchBlocker[] => {
  const from = campaign.config.from_email;
  if (accounts.mailboxes.length === 0)
    return [
      {
        code: 'no_mailbox',
        message: 'Connect a mailbox to send the e-mail steps.',
        fix: { kind: 'page', to: '/app/connect-mailbox', label: 'Connect mailbox' },
      },
    ];
  if (!from)
    return [
      {
        code: 'no_sender_email',
        message: 'Choose the mailbox the e-mail steps are sent from.',
        fix: { kind: 'launch_settings', field: 'from_email' },
      },
    ];
  const mailbox = accounts.mailboxes.find((box) => box.label.toLowerCase() === from.toLowerCase());
  if (!mailbox)
    return [
      {
        code: 'sender_email_unavailable',
        message: `${from} is no longer a connected mailbox. Choose another sender.`,
        fix: { kind: 'launch_settings', field: 'from_email' },
      },
    ];
  if (mailbox.problem)
    return [
      {
        code: 'sender_email_disabled',
        message: `The mailbox ${from} can't send: ${mailbox.problem}`,
        fix: { kind: 'page', to: '/app/settings#mailbox', label: 'Open mailbox settings' },
      },
    ];
  const accountError = campaign.campaign_message.email_account_error;
  return accountError
    ? [
        {
          code: 'email_account_error',
          message: accountError,
          fix: { kind: 'page', to: '/app/settings#mailbox', label: 'Open mailbox settings' },
        },
      ]
    : [];
};

const linkedinBlockers = (
  campaign: Pick<Campaign, 'config' | 'campaign_message'>,
  accounts: SenderAccounts,
): LaunchBlocker[] => {
  if (!accounts.linkedin.connected)
    return [
      {
        code: 'no_linkedin_account',
        message: 'Connect your LinkedIn account to run the LinkedIn steps.',
        fix: { kind: 'page', to: '/app/connect-linkedin', label: 'Connect LinkedIn' },
      },
    ];
  if (!campaign.config.from_linkedin)
    return [
      {
        code: 'no_sender_linkedin',
        message: 'Choose the LinkedIn account the LinkedIn steps run from.',
        fix: { kind: 'launch_settings', field: 'from_linkedin' },
      },
    ];
  const accountError = campaign.campaign_message.linkedin_account_error;
  return accountError
    ? [
        {
          code: 'linkedin_account_error',
          message: accountError,
          fix: { kind: 'page', to: '/app/connect-linkedin', label: 'Re-connect Linkedin' },
        },
      ]
    : [];
};

/** A template step whose account cannot send (the step row and the launch page say it). */
export const WHATSAPP_TEMPLATE_CANNOT_SEND =
  'WhatsApp template steps are sent by a WhatsApp Business account: connect one on Connect WhatsApp, or remove them to launch.';

const CONNECT_WHATSAPP: LaunchFix = {
  kind: 'page',
  to: '/app/connect-whatsapp',
  label: 'Connect WhatsApp',
};

const templateBlockers = (accounts: SenderAccounts): LaunchBlocker[] => {
  const business = accounts.whatsappBusiness?.status ?? null;
  if (business === null)
    return [
      {
        code: 'no_whatsapp_business_account',
        message: WHATSAPP_TEMPLATE_CANNOT_SEND,
        fix: CONNECT_WHATSAPP,
      },
    ];
  if (business === 'FAILED')
    return [
      {
        code: 'whatsapp_business_failed',
        message:
          'The WhatsApp Business account has FAILED: connect it again to send the WhatsApp template steps.',
        fix: CONNECT_WHATSAPP,
      },
    ];
  const unapproved = accounts.unapprovedTemplates ?? [];
  return unapproved.length > 0
    ? [
        {
          code: 'whatsapp_template_not_approved',
          message: `Only templates Meta approved can be sent; not approved: ${unapproved.join(', ')}. Sync the templates once Meta approves them, or choose another.`,
          fix: { kind: 'edit_steps' },
        },
      ]
    : [];
};

const whatsappBlockers = (
  steps: readonly Pick<CampaignStepSummary, 'type'>[],
  accounts: SenderAccounts,
): LaunchBlocker[] => {
  const blockers: LaunchBlocker[] = [];
  if (steps.some((step) => step.type === 'auto_whatsapp_template_send'))
    blockers.push(...templateBlockers(accounts));
  if (!steps.some((step) => step.type === 'auto_whatsapp_message_send')) return blockers;
  const account = accounts.whatsapp ?? { status: null };
  // Without a paired phone, a WORKING business account sends the messages (decision 048).
  if (account.status !== 'WORKING' && accounts.whatsappBusiness?.status === 'WORKING')
    return blockers;
  if (account.configured === false)
    blockers.push({
      code: 'whatsapp_not_configured',
      message:
        'WhatsApp is not configured on this server: an administrator sets WAHA_API_URL, WAHA_API_KEY and WAHA_WEBHOOK_SECRET to a WAHA gateway.',
      fix: CONNECT_WHATSAPP,
    });
  else if (account.status === null)
    blockers.push({
      code: 'no_whatsapp_account',
      message: 'Connect WhatsApp to send the WhatsApp steps.',
      fix: CONNECT_WHATSAPP,
    });
  else if (account.status === 'FAILED')
    blockers.push({
      code: 'whatsapp_account_failed',
      message: 'The WhatsApp account has FAILED: pair the phone again to send the WhatsApp steps.',
      fix: CONNECT_WHATSAPP,
    });
  return blockers;
};
