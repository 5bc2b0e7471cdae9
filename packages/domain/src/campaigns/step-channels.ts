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
 * What this version can really send without asking the server: e-mail, LinkedIn through the
 * browser extension of the campaign's LinkedIn sender (decision 045), and WhatsApp free text
 * through the workspace's WhatsApp gateway account (decision 048; whether one is paired is the
 * launch blockers' to say). AI calls send only when the server has a voice provider configured
 * (decision 047: see `withRuntimeChannels`). A step of a channel that cannot send blocks the
 * launch, and the engine holds a candidate who reaches one: it never pretends.
 */
export const SENDING_CHANNELS: ChannelCapabilities = {
  email: true,
  linkedin: true,
  whatsapp: true,
  ai_call: false,
};

/** What the server can send, from its configuration (a voice provider makes AI calls possible). */
export const withRuntimeChannels = (runtime: { aiCall: boolean }): ChannelCapabilities => ({
  ...SENDING_CHANNELS,
  ai_call: runtime.aiCall,
});

/** The voice provider's settings, named where a blocker tells how to configure AI calls. */
export const VOICE_ENV_VARIABLES =
  'VOICE_API_URL, VOICE_API_KEY, VOICE_PHONE_NUMBER_ID and VOICE_WEBHOOK_SECRET';

/** The launch blocker's words for the steps of a channel that cannot send yet. */
export const CHANNEL_CANNOT_SEND: Record<Exclude<StepChannel, 'email'>, string> = {
  linkedin:
    "LinkedIn steps can't be run yet in this version (they need the browser extension): remove them to launch.",
  whatsapp: "WhatsApp steps can't be sent yet in this version: remove them to launch.",
  ai_call: `AI call steps need a voice provider, and none is configured on this server: set ${VOICE_ENV_VARIABLES} (see the README), or remove the call steps to launch.`,
};

/** Why a candidate who reached such a step is held (the engine never passes it). */
export const CHANNEL_HELD_REASON: Record<Exclude<StepChannel, 'email'>, string> = {
  linkedin:
    "Not sent: LinkedIn steps can't be run yet in this version. Remove this step from the campaign and the sequence goes on.",
  whatsapp:
    "Not sent: WhatsApp steps can't be sent yet in this version. Remove this step from the campaign and the sequence goes on.",
  ai_call: `Not called: no voice provider is configured on this server (${VOICE_ENV_VARIABLES}). Configure one, or remove this step from the campaign and the sequence goes on.`,
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
