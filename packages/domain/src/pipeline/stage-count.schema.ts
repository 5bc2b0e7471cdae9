import { z } from 'zod';
import { pipelineStageSchema, subStageSchema } from './stages';

/** A project's count of candidates in one pipeline stage, with its sub-stages. */
export const stageCountSchema = z.object({
  stage_id: pipelineStageSchema,
  label: z.string(),
  count: z.number().int(),
  sub_stages: z.array(z.object({ sub_stage_id: subStageSchema, count: z.number().int() })),
});
export type StageCount = z.infer<typeof stageCountSchema>;
