import {
  AI_CALL_SETTING_OPTIONS,
  type aiCallSettingOptionsSchema,
} from '@hirelane/domain/accounts/ai-call-settings';
import type { z } from 'zod';

type AiCallSettingOptions = z.infer<typeof aiCallSettingOptionsSchema>;

/** The choices of SPEC 3 for configuring an AI phone call, as plain (mutable) lists. */
export const getAiCallSettingOptions = (providerConfigured = false): AiCallSettingOptions => {
  const options = AI_CALL_SETTING_OPTIONS;
  return {
    gender: [...options.gender],
    language: [...options.language],
    llmModel: [...options.llmModel],
    effect: [...options.effect],
    voiceSpeed: [...options.voiceSpeed],
    effectVolume: [...options.effectVolume],
    llmTemperature: [...options.llmTemperature],
    minimumEndpointDelay: [...options.minimumEndpointDelay],
    maximumEndpointDelay: [...options.maximumEndpointDelay],
    provider_configured: providerConfigured,
  };
};
