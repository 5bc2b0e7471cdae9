import {
  SOURCING_HELPERS,
  SOURCING_RUN_STATUSES,
  type SourcingReason,
  type SourcingRun,
} from '@hirelane/domain/sourcing/sourcing.schema';
import {
  matchReasonSchema,
  talentSearchFiltersSchema,
} from '@hirelane/domain/search/talent-search.schema';
import type { SourcingReasonRow, SourcingRunRow } from './sourcing-run-store';

const statusOf = (value: string) =>
  SOURCING_RUN_STATUSES.find((status) => status === value) ?? 'failed';
const helperOf = (value: string) =>
  SOURCING_HELPERS.find((helper) => helper === value) ?? 'built-in rules';

export const toSourcingRun = (row: SourcingRunRow): SourcingRun => ({
  _id: row.id,
  project_id: row.projectId,
  status: statusOf(row.status),
  query: row.query,
  filters: talentSearchFiltersSchema.parse(row.filters),
  count: row.count,
  progress: { searched: row.searched, ranked: row.ranked, saved: row.saved },
  credits_charged: row.creditsCharged,
  helper: helperOf(row.helper),
  message: row.message,
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
});

export const toSourcingReason = (row: SourcingReasonRow): SourcingReason => ({
  run_id: row.runId,
  score: row.score,
  reasons: matchReasonSchema.array().catch([]).parse(row.reasons),
  summary: row.summary,
  written_by: helperOf(row.writtenBy),
  created_at: row.createdAt.toISOString(),
});
