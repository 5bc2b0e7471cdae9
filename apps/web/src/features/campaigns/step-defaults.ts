import type { CampaignStep } from '@hirelane/domain/campaigns/campaign.schema';
import {
  DEFAULT_AI_CALL_VOICE,
  type StepDraft,
} from '@hirelane/domain/campaigns/step-config.schema';
import type { SequenceStepType } from '@hirelane/domain/campaigns/step-types';

/** An empty step of each type, as the add page starts it. */
export const emptyDraft = (type: SequenceStepType): StepDraft => {
  switch (type) {
    case 'auto_email':
      return { type, config: { subject: '', body: '' } };
    case 'auto_linkedin_invite':
      return { type, config: { note: '' } };
    case 'auto_linkedin_message_send':
    case 'auto_whatsapp_message_send':
      return { type, config: { message: '' } };
    case 'auto_linkedin_profile_view':
    case 'auto_linkedin_profile_follow':
      return { type, config: {} };
    case 'auto_whatsapp_template_send':
      return { type, config: { template_id: '' } };
    case 'auto_ai_call':
      return { type, config: { goal: '', voice: { ...DEFAULT_AI_CALL_VOICE } } };
    case 'delay':
      return { type, config: { days: 1, hours: 0 } };
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A saved step as the editor's draft: its settings over the empty ones of its type, so a field the
 * server left out still has a value to edit.
 */
export const draftFromStep = (step: Pick<CampaignStep, 'type' | 'config'>): StepDraft => {
  const empty = emptyDraft(step.type);
  const config: Record<string, unknown> = { ...empty.config, ...step.config };
  if (step.type === 'auto_ai_call') {
    config.voice = {
      ...DEFAULT_AI_CALL_VOICE,
      ...(isRecord(step.config.voice) ? step.config.voice : {}),
    };
  }
  // Same type, settings merged onto that type's own: the shape is the type's.
  return { type: step.type, config } as StepDraft;
};
