import { z } from 'zod';
import { envelope } from '../http/envelope';

export const funnelStepSchema = z.object({
  label: z.string(),
  /** People who ever reached this step. */
  count: z.number().int(),
  /** Share of the previous step's people who reached this one (0–1); null for the first step or after an empty one. */
  conversion: z.number().nullable(),
});

export const pipelineFunnelSchema = z.object({
  /** Everyone ever added to the project and still linked to it. */
  total: z.number().int(),
  /** People rejected at any point. */
  rejected: z.number().int(),
  steps: z.array(funnelStepSchema),
});
export type PipelineFunnel = z.infer<typeof pipelineFunnelSchema>;
export const pipelineFunnelResponse = envelope(pipelineFunnelSchema);
