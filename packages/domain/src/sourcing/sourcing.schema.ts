import { z } from 'zod';
import { envelope } from '../http/envelope';
import { QUERY_LIMITS } from '../search/query-ast';
import { matchReasonSchema, talentSearchFiltersSchema } from '../search/talent-search.schema';

/** The Ria sourcing agent (issue 17, decision 030): a proposed search, then a queued run. */

export const SOURCING_DEFAULT_COUNT = 25;
export const SOURCING_MAX_COUNT = 100;

/** Who expanded the search and writes the reasons: the configured model, or the built-in rules. */
export const SOURCING_HELPERS = ['model', 'built-in rules'] as const;
export type SourcingHelper = (typeof SOURCING_HELPERS)[number];

export const sourcingCountSchema = z
  .number()
  .int('A whole number of candidates.')
  .min(1, 'Save at least 1 candidate.')
  .max(SOURCING_MAX_COUNT, `Save at most ${SOURCING_MAX_COUNT} candidates per run.`);

export const sourcingProposalSchema = z.object({
  query: z.string(),
  filters: talentSearchFiltersSchema,
  count: z.number().int(),
  max_count: z.number().int(),
  /** Credits per saved candidate (the price list's sourcing_candidate_saved). */
  price_per_candidate: z.number().int(),
  /** The most the run can cost: count × price (only saved candidates are charged). */
  max_cost: z.number().int(),
  balance: z.number().int(),
  helper: z.enum(SOURCING_HELPERS),
  /** "fake-model at localhost:1234", or what the built-in rules are. */
  helper_label: z.string(),
  /** Why the helper is not the model, or null (a model failed: the rules were used instead). */
  helper_note: z.string().nullable(),
});
export type SourcingProposal = z.infer<typeof sourcingProposalSchema>;
export const sourcingProposalResponse = envelope(sourcingProposalSchema);

export const startSourcingRunSchema = z.object({
  query: z.string().max(QUERY_LIMITS.maxLength, `At most ${QUERY_LIMITS.maxLength} characters.`),
  filters: talentSearchFiltersSchema.default(talentSearchFiltersSchema.parse({})),
  count: sourcingCountSchema.default(SOURCING_DEFAULT_COUNT),
});
export type StartSourcingRun = z.infer<typeof startSourcingRunSchema>;
export type StartSourcingRunInput = z.input<typeof startSourcingRunSchema>;

export const SOURCING_RUN_STATUSES = ['queued', 'running', 'done', 'cancelled', 'failed'] as const;
export type SourcingRunStatus = (typeof SOURCING_RUN_STATUSES)[number];
export const isFinishedSourcingRun = (status: SourcingRunStatus): boolean =>
  status === 'done' || status === 'cancelled' || status === 'failed';

export const sourcingProgressSchema = z.object({
  /** People the search found (everyone matching). */
  searched: z.number().int(),
  /** People looked at in match order. */
  ranked: z.number().int(),
  saved: z.number().int(),
});
export type SourcingProgress = z.infer<typeof sourcingProgressSchema>;

export const sourcingRunSchema = z.object({
  _id: z.string(),
  project_id: z.string(),
  status: z.enum(SOURCING_RUN_STATUSES),
  query: z.string(),
  filters: talentSearchFiltersSchema,
  count: z.number().int(),
  progress: sourcingProgressSchema,
  /** Charged so far: nothing until the run ends, then the saved candidates. */
  credits_charged: z.number().int(),
  helper: z.enum(SOURCING_HELPERS),
  /** Why the run failed, or why it saved fewer than asked; null otherwise. */
  message: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type SourcingRun = z.infer<typeof sourcingRunSchema>;
export const sourcingRunResponse = envelope(sourcingRunSchema);

/** "Why Ria chose them": the reason stored for a candidate the agent saved to a project. */
export const sourcingReasonSchema = z.object({
  run_id: z.string(),
  score: z.number().int().nullable(),
  reasons: z.array(matchReasonSchema),
  /** One sentence: the model's, or the rules' summary of the reasons. */
  summary: z.string(),
  written_by: z.enum(SOURCING_HELPERS),
  created_at: z.string(),
});
export type SourcingReason = z.infer<typeof sourcingReasonSchema>;
export const sourcingReasonResponse = envelope(sourcingReasonSchema.nullable());

export const sourcingRunParams = z.object({
  id: z.uuid('Not a valid project id.'),
  runId: z.uuid('Not a valid run id.'),
});
export const sourcingReasonParams = z.object({
  id: z.uuid('Not a valid project id.'),
  candidateId: z.uuid('Not a valid candidate id.'),
});
