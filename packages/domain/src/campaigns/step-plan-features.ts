import type { PlanFeature } from '../billing/plan-limits';
import { stepChannel, type StepChannel } from './step-channels';
import type { GENERATION_CHANNELS } from './step-generation.schema';

type GenerationChannel = (typeof GENERATION_CHANNELS)[number];

const FEATURE_OF_CHANNEL: Partial<Record<StepChannel, PlanFeature>> = {
  ai_call: 'aiCalls',
  whatsapp: 'whatsapp',
};

/**
 * The plan feature a step type needs (decision 022's flags): AI call steps need AI calls, WhatsApp
 * steps WhatsApp; e-mail, LinkedIn and delays come with every plan.
 */
export const planFeatureOfStep = (type: string): PlanFeature | null => {
  const channel = stepChannel(type);
  return channel ? (FEATURE_OF_CHANNEL[channel] ?? null) : null;
};

const FEATURE_OF_GENERATION_CHANNEL: Partial<Record<GenerationChannel, PlanFeature>> = {
  call: 'aiCalls',
  whatsapp: 'whatsapp',
};

/** The same for the channels an AI step generation is asked to write for. */
export const planFeatureOfChannel = (channel: GenerationChannel): PlanFeature | null =>
  FEATURE_OF_GENERATION_CHANNEL[channel] ?? null;
