import { z } from 'zod';
import { stageCountSchema } from './stage-count.schema';
import { candidateSourceSchema } from '../product/candidate-sources';
import { envelope } from '../http/envelope';
import { customFieldSchema } from './custom-field.schema';
import {
  candidateStageSchema,
  pipelineStageSchema,
  subStageSchema,
  VERDICT_STAGES,
} from './stages';

export const pipelineStagesResponse = envelope(
  z.object({ stages: z.array(stageCountSchema), custom_fields: z.array(customFieldSchema) }),
);

export const PIPELINE_SORT_KEYS = [
  'full_name',
  'designation',
  'current_company',
  'current_city',
  'stage',
  'source',
  'added_at',
  'stage_changed_at',
  /** The AI interview's overall score (charlie projects); people without one sort last. */
  'interview_score',
] as const;
export const MAX_PIPELINE_PAGE = 500;

/**
 * Custom field filters of the pipeline query: `cf.<fieldId>=<value>`. For a text field a value
 * starting with this marker (`cf.<id>=~berlin`) matches values that contain the rest,
 * case-insensitively; without it the value must be equal.
 */
export const CUSTOM_FILTER_CONTAINS_MARKER = '~';
/** Numbers and dates: `cf.<fieldId>=<min>..<max>`, either end optional. */
export const CUSTOM_FILTER_RANGE_SEPARATOR = '..';

/** The named parameters plus one `cf.<fieldId>` per custom field, with room to spare. */
export const MAX_PIPELINE_QUERY_KEYS = 80;

/**
 * Pipeline table query. Custom field filters come as `cf.<fieldId>=<value>` (exact match; for
 * numbers and dates `cf.<fieldId>=<min>..<max>` with either end optional).
 */
export const pipelineCandidatesQuery = z
  .object({
    workspace: z.string(),
    stage: pipelineStageSchema.default('all'),
    sub_stage: subStageSchema.optional(),
    source: candidateSourceSchema.optional(),
    q: z.string().trim().max(200).optional(),
    sort: z.enum(PIPELINE_SORT_KEYS).default('added_at'),
    order: z.enum(['asc', 'desc']).default('desc'),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(MAX_PIPELINE_PAGE).default(100),
  })
  .catchall(z.string())
  .refine(
    (query) => Object.keys(query).length <= MAX_PIPELINE_QUERY_KEYS,
    `At most ${MAX_PIPELINE_QUERY_KEYS} filters.`,
  );

export const pipelineCandidateSchema = z.object({
  _id: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  designation: z.string().nullable(),
  current_company: z.string().nullable(),
  current_city: z.string().nullable(),
  country: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  source: candidateSourceSchema,
  /** A partner's submission (decision 051): "Submitted by {partner} ({agency})"; else absent. */
  submitted_by: z.string().nullable().optional(),
  stage: candidateStageSchema,
  sub_stage: subStageSchema.nullable(),
  custom_values: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  added_at: z.string(),
  stage_changed_at: z.string(),
  /** The AI interview's evaluation (charlie projects): null when none was completed. */
  interview: z
    .object({
      status: z.enum(['pending', 'scored', 'scoring_unavailable']),
      verdict: z.enum(VERDICT_STAGES).nullable(),
      score: z.number().int().nullable(),
    })
    .nullable()
    .optional(),
});
export type PipelineCandidate = z.infer<typeof pipelineCandidateSchema>;

export const pipelineCandidatesResponse = envelope(
  z.object({ items: z.array(pipelineCandidateSchema), total: z.number().int() }),
);

export const MAX_BULK_MOVE = 5000;
export const moveCandidatesRequest = z.object({
  candidate_ids: z
    .array(z.uuid('Not a valid candidate id.'))
    .min(1, 'Pick at least one candidate.')
    .max(MAX_BULK_MOVE, `At most ${MAX_BULK_MOVE} candidates at once.`),
  to_stage: candidateStageSchema,
  sub_stage: subStageSchema.optional(),
});
export const moveResultSchema = z.object({
  candidate_id: z.string(),
  moved: z.boolean(),
  from_stage: candidateStageSchema.nullable(),
  reason: z.string().nullable(),
});
export type MoveResult = z.infer<typeof moveResultSchema>;
export const moveCandidatesResponse = envelope(
  z.object({
    results: z.array(moveResultSchema),
    moved: z.number().int(),
    refused: z.number().int(),
    stages: z.array(stageCountSchema),
  }),
);
