import type { SequenceStepType } from '@hirelane/domain/campaigns/step-types';

export type StepGroup = { label: string; types: readonly SequenceStepType[] };

/**
 * The add-step picker: the eight types by channel, then SPEC 1's suggestions — a delay and the
 * messaging-app template step (auto_whatsapp_template_send).
 */
export const STEP_GROUPS: readonly StepGroup[] = [
  { label: 'Suggested', types: ['delay', 'auto_whatsapp_template_send'] },
  { label: 'Email', types: ['auto_email'] },
  {
    label: 'LinkedIn',
    types: [
      'auto_linkedin_invite',
      'auto_linkedin_profile_view',
      'auto_linkedin_message_send',
      'auto_linkedin_profile_follow',
    ],
  },
  { label: 'WhatsApp', types: ['auto_whatsapp_message_send', 'auto_whatsapp_template_send'] },
  { label: 'AI call', types: ['auto_ai_call'] },
];

export const STEP_DESCRIPTIONS: Record<SequenceStepType, string> = {
  auto_email: 'Send an e-mail from your connected mailbox.',
  auto_ai_call: 'An AI voice agent calls the candidate with the goal you set.',
  auto_linkedin_invite: 'Send a connection request, with an optional note.',
  auto_linkedin_profile_view: 'Visit the candidate’s profile, so they see you looked.',
  auto_linkedin_message_send: 'Message the candidate on LinkedIn once you are connected.',
  auto_linkedin_profile_follow: 'Follow the candidate on LinkedIn.',
  auto_whatsapp_message_send: 'Send a WhatsApp message from your connected account.',
  auto_whatsapp_template_send: 'Send a saved WhatsApp template with its header and buttons.',
  delay: 'Wait a number of days and hours before the next step.',
};

/** The step types whose content is a message a candidate reads (they get a live preview). */
export const MESSAGE_STEP_TYPES: readonly SequenceStepType[] = [
  'auto_email',
  'auto_linkedin_invite',
  'auto_linkedin_message_send',
  'auto_whatsapp_message_send',
];
