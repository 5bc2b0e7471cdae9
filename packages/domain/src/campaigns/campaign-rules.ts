import type { Campaign, CampaignStepSummary } from './campaign.schema';
import { SENDING_CHANNELS, unsendableChannel, type ChannelCapabilities } from './step-channels';

export const LINKEDIN_STEP_TYPES = [
  'auto_linkedin_invite',
  'auto_linkedin_profile_view',
  'auto_linkedin_message_send',
  'auto_linkedin_profile_follow',
] as const;

export const CAMPAIGN_SETTINGS_PERMISSION = 'campaign:settings:edit';

export type MailboxState = { connected: number; enabled: number };

/** SPEC 4.4: Running when status is true, otherwise Paused. */
export const campaignStatusLabel = (campaign: Pick<Campaign, 'status'>): 'Running' | 'Paused' =>
  campaign.status ? 'Running' : 'Paused';

/**
 * SPEC 4.4 e-mail step rule: no sender e-mail, or the campaign reports an e-mail account error,
 * or — for a user holding campaign:settings:edit — no mailbox connected or all of them disabled.
 */
export const emailStepInError = (
  campaign: Pick<Campaign, 'config' | 'campaign_message'>,
  mailboxes: MailboxState,
  permissions: readonly string[],
): boolean =>
  !campaign.config.from_email ||
  Boolean(campaign.campaign_message.email_account_error) ||
  (permissions.includes(CAMPAIGN_SETTINGS_PERMISSION) &&
    (mailboxes.connected === 0 || mailboxes.enabled === 0));

/** SPEC 4.4 LinkedIn step rule: no sender LinkedIn, or the campaign reports a LinkedIn error. */
export const linkedinStepInError = (campaign: Pick<Campaign, 'config' | 'campaign_message'>) =>
  !campaign.config.from_linkedin || Boolean(campaign.campaign_message.linkedin_account_error);

const isLinkedinStep = (type: string): boolean =>
  (LINKEDIN_STEP_TYPES as readonly string[]).includes(type);

/**
 * Whether any step of the campaign is in error under the two rules above, or is of a channel that
 * cannot send in this version (`channels`): such a step blocks the launch, so it is marked too.
 */
export const campaignHasErrors = (
  campaign: Pick<Campaign, 'config' | 'campaign_message'>,
  steps: readonly Pick<CampaignStepSummary, 'type'>[],
  mailboxes: MailboxState,
  permissions: readonly string[],
  channels: ChannelCapabilities = SENDING_CHANNELS,
): boolean =>
  steps.some(
    (step) =>
      unsendableChannel(step.type, channels) !== null ||
      // Template steps need the WhatsApp Business account, which cannot send yet (decision 048).
      step.type === 'auto_whatsapp_template_send' ||
      (step.type === 'auto_email' && emailStepInError(campaign, mailboxes, permissions)) ||
      (isLinkedinStep(step.type) && linkedinStepInError(campaign)),
  );

/**
 * SPEC 4.4 sidebar error mark: the campaign has steps and one of the rules is met. In the
 * candidate layout also when campaign_error_message exists, or the campaign has steps but no
 * e-mail.
 */
export const showCampaignErrorMark = (
  campaign: Campaign,
  steps: readonly Pick<CampaignStepSummary, 'type'>[],
  mailboxes: MailboxState,
  permissions: readonly string[],
  layout: 'project' | 'candidate',
  channels: ChannelCapabilities = SENDING_CHANNELS,
): boolean => {
  if (layout === 'candidate' && campaign.campaign_error_message) return true;
  if (steps.length === 0) return false;
  if (layout === 'candidate' && !campaign.email) return true;
  return campaignHasErrors(campaign, steps, mailboxes, permissions, channels);
};

/** SPEC 4.4 tabs: Steps is complete when the campaign has steps, Launch when it is running. */
export const campaignTabsComplete = (campaign: Pick<Campaign, 'status' | 'no_of_steps'>) => ({
  steps: campaign.no_of_steps > 0,
  launch: campaign.status,
});

/**
 * SPEC 4.4: regenerate shows only while paused, when no step has can_update false, and on the
 * campaign steps page.
 */
export const canRegenerateSteps = (
  campaign: Pick<Campaign, 'status'>,
  steps: readonly Pick<CampaignStepSummary, 'can_update'>[],
  onStepsPage: boolean,
): boolean => !campaign.status && steps.every((step) => step.can_update) && onStepsPage;
