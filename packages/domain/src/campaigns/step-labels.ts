import type { SequenceStepType } from './step-types';

/* Kept apart from step-types.ts, which the route guards pull into the first page load. */

export const STEP_TYPE_LABELS: Record<SequenceStepType, string> = {
  auto_email: 'Email',
  auto_ai_call: 'AI phone call',
  auto_linkedin_invite: 'LinkedIn invitation',
  auto_linkedin_profile_view: 'LinkedIn profile visit',
  auto_linkedin_message_send: 'LinkedIn message',
  auto_linkedin_profile_follow: 'LinkedIn follow',
  auto_whatsapp_message_send: 'WhatsApp message',
  auto_whatsapp_template_send: 'WhatsApp template',
  delay: 'Delay',
};

export type StepChannel = 'email' | 'call' | 'linkedin' | 'whatsapp' | 'wait';

export const STEP_CHANNEL: Record<SequenceStepType, StepChannel> = {
  auto_email: 'email',
  auto_ai_call: 'call',
  auto_linkedin_invite: 'linkedin',
  auto_linkedin_profile_view: 'linkedin',
  auto_linkedin_message_send: 'linkedin',
  auto_linkedin_profile_follow: 'linkedin',
  auto_whatsapp_message_send: 'whatsapp',
  auto_whatsapp_template_send: 'whatsapp',
  delay: 'wait',
};
