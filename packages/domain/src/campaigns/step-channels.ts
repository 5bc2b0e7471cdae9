import type { SequenceStepType } from './step-types';

/** The channel a step sends on; a delay step sends nothing. */
export type StepChannel = 'email' | 'linkedin' | 'whatsapp' | 'ai_call';

const CHANNEL_OF: Record<SequenceStepType, StepChannel | null> = {
  auto_email: 'email',
  auto_ai_call: 'ai_call',
  auto_linkedin_invite: 'linkedin',
  auto_linkedin_profile_view: 'linkedin',
  auto_linkedin_message_send: 'linkedin',
  auto_linkedin_profile_follow: 'linkedin',
  auto_whatsapp_message_send: 'whatsapp',
  auto_whatsapp_template_send: 'whatsapp',
  delay: null,
};

export const stepChannel = (type: string): StepChannel | null =>
  CHANNEL_OF[type as SequenceStepType] ?? null;

/** Which channels can really perform a step. */
export type ChannelCapabilities = Record<StepChannel, boolean>;

/**
 * What this version can really send: e-mail, LinkedIn through the browser extension of the
 * campaign's LinkedIn sender (decision 045), and WhatsApp free text through the workspace's
 * WhatsApp gateway account (decision 048). AI calls wait for their provider. A step of a channel
 * that cannot send blocks the launch, and the engine holds a candidate who reaches one: it never
 * pretends.
 */
export const SENDING_CHANNELS: ChannelCapabilities = {
  email: true,
  linkedin: true,
  whatsapp: true,
  ai_call: false,
};

/** The launch blocker's words for the steps of a channel that cannot send yet. */
export const CHANNEL_CANNOT_SEND: Record<Exclude<StepChannel, 'email'>, string> = {
  linkedin:
    "LinkedIn steps can't be run yet in this version (they need the browser extension): remove them to launch.",
  whatsapp: "WhatsApp steps can't be sent yet in this version: remove them to launch.",
  ai_call: "AI call steps can't be placed yet in this version: remove them to launch.",
};

/** Why a candidate who reached such a step is held (the engine never passes it). */
export const CHANNEL_HELD_REASON: Record<Exclude<StepChannel, 'email'>, string> = {
  linkedin:
    "Not sent: LinkedIn steps can't be run yet in this version. Remove this step from the campaign and the sequence goes on.",
  whatsapp:
    "Not sent: WhatsApp steps can't be sent yet in this version. Remove this step from the campaign and the sequence goes on.",
  ai_call:
    "Not sent: AI call steps can't be placed yet in this version. Remove this step from the campaign and the sequence goes on.",
};

/** The channel of a step that cannot be performed with these capabilities, or null. */
export const unsendableChannel = (
  type: string,
  channels: ChannelCapabilities = SENDING_CHANNELS,
): Exclude<StepChannel, 'email'> | null => {
  const channel = stepChannel(type);
  if (channel === null || channels[channel] || channel === 'email') return null;
  return channel;
};
