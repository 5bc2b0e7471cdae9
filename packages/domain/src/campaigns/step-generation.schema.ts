import { z } from 'zod';
import { envelope } from '../http/envelope';
import { stepDraftSchema } from './step-config.schema';

export const GENERATION_CHANNELS = ['email', 'linkedin', 'whatsapp', 'call'] as const;
export const GENERATION_TONES = ['professional', 'friendly', 'casual', 'enthusiastic'] as const;
export const MAX_GENERATED_STEPS = 8;

/** POST /api/campaign/{campaignID}/steps/generate. */
export const generateStepsRequest = z.object({
  channels: z
    .array(z.enum(GENERATION_CHANNELS))
    .min(1, 'Pick at least one channel.')
    .max(GENERATION_CHANNELS.length, `At most ${GENERATION_CHANNELS.length} channels.`),
  tone: z.enum(GENERATION_TONES),
  /** Message steps; the delays between them come on top. */
  number_of_steps: z.number().int().min(1).max(MAX_GENERATED_STEPS),
  instructions: z.string().trim().max(2000).optional(),
});
export type GenerateStepsRequest = z.infer<typeof generateStepsRequest>;

/** Which text provider writes: the configured OpenAI-compatible endpoint or the local rule-based writer. */
export const textProviderInfoSchema = z.object({
  kind: z.enum(['openai_compatible', 'local_rules']),
  /** e.g. "gpt-4o-mini at api.openai.com" or "Built-in writer (no AI model configured)". */
  label: z.string(),
});
export type TextProviderInfo = z.infer<typeof textProviderInfoSchema>;

/** SPEC 3 generating flag: campaign id, project id and generated steps, with the run's state. */
export const stepGenerationSchema = z.object({
  _id: z.string(),
  campaign_id: z.string(),
  project_id: z.string(),
  status: z.enum(['running', 'ready', 'failed', 'accepted', 'discarded']),
  generated_steps: z.array(stepDraftSchema),
  error: z.string().nullable(),
  provider: textProviderInfoSchema,
  request: generateStepsRequest,
  created_at: z.string(),
});
export type StepGeneration = z.infer<typeof stepGenerationSchema>;

export const stepGenerationResponse = envelope(stepGenerationSchema);
/** GET /api/campaign/{campaignID}/steps/generation: the latest run, or null. */
export const latestStepGenerationResponse = envelope(stepGenerationSchema.nullable());
/** GET /api/campaign/text-provider. */
export const textProviderResponse = envelope(textProviderInfoSchema);
export const stepGenerationParams = z.object({
  campaignID: z.uuid('Not a valid campaign id.'),
  generationID: z.uuid('Not a valid generation id.'),
});
