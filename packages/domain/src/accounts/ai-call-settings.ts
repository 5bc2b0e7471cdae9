import { z } from 'zod';
import { envelope } from '../http/envelope';

/** Choices offered when configuring an AI phone call (SPEC 3). */
export const AI_CALL_SETTING_OPTIONS = {
  gender: ['female', 'male', 'neutral'],
  language: [
    'en-US',
    'en-GB',
    'en-AU',
    'en-IN',
    'es-ES',
    'es-MX',
    'fr-FR',
    'de-DE',
    'it-IT',
    'pt-BR',
    'nl-NL',
  ],
  llmModel: ['gpt-4o-mini', 'gpt-4o', 'claude-3-5-haiku', 'claude-3-5-sonnet', 'llama-3.1-70b'],
  effect: ['none', 'office', 'cafe', 'call-center', 'street'],
  voiceSpeed: ['0.8', '0.9', '1.0', '1.1', '1.2'],
  effectVolume: ['0', '0.1', '0.2', '0.3', '0.5'],
  llmTemperature: ['0', '0.2', '0.4', '0.6', '0.8', '1'],
  minimumEndpointDelay: ['0.3', '0.5', '0.8', '1.0'],
  maximumEndpointDelay: ['1.5', '2.0', '3.0', '5.0'],
} as const;

export const aiCallSettingOptionsSchema = z.object({
  gender: z.array(z.string()),
  language: z.array(z.string()),
  llmModel: z.array(z.string()),
  effect: z.array(z.string()),
  voiceSpeed: z.array(z.string()),
  effectVolume: z.array(z.string()),
  llmTemperature: z.array(z.string()),
  minimumEndpointDelay: z.array(z.string()),
  maximumEndpointDelay: z.array(z.string()),
  /** Whether the server has a voice provider (decision 047): call steps launch only then. */
  provider_configured: z.boolean().default(false),
});
export const aiCallSettingOptionsResponse = envelope(aiCallSettingOptionsSchema);
