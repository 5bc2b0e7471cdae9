import type {
  GenerateStepsRequest,
  TextProviderInfo,
} from '@hirelane/domain/campaigns/step-generation.schema';

export const CHANNEL_LABELS: Record<GenerateStepsRequest['channels'][number], string> = {
  email: 'Email',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  call: 'AI phone call',
};

export const TONE_LABELS: Record<GenerateStepsRequest['tone'], string> = {
  professional: 'Professional',
  friendly: 'Friendly',
  casual: 'Casual',
  enthusiastic: 'Enthusiastic',
};

export const REPLACE_ONLY_WHEN_PAUSED =
  'Generated steps can only replace the steps of a paused campaign whose steps haven’t run yet.';

/** "Using gpt-4o-mini at api.openai.com", or the built-in writer's own label. */
export const providerText = (provider: TextProviderInfo): string =>
  provider.kind === 'openai_compatible' ? `Using ${provider.label}` : provider.label;

export const DEFAULT_GENERATE_REQUEST: GenerateStepsRequest = {
  channels: ['email', 'linkedin'],
  tone: 'professional',
  number_of_steps: 3,
  instructions: '',
};
