import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { toIsoDay } from '@hirelane/domain/reports/report-range';
import { shouldFold } from './delivery-rollup-store';
import { foldPipelineRollup } from './pipeline-rollup-store';
import type { ProjectScope } from './report-scope';
import { weightedPercentile } from './weighted-percentile';

type StageCount = { stage: string; count: number };

/** People in each stage of the project now. */
export const countCurrentStages = async (
  db: Executor,
  scope: ProjectScope,
): Promise<StageCount[]> => {
  const result = await db.execute<StageCount>(sql`
    select stage, count(*)::int as count from project_candidate
     where workspace_id = ${scope.workspaceId} and project_id = ${scope.projectId}
     group by stage`);
  return result.rows;
};

export type StageStay = {
  stage: string;
  stays: number;
  median_seconds: number | null;
  p90_seconds: number | null;
};

export type SourceCount = { source: string; added: number; advanced: number; converted: number };

export type PipelineMeasures = {
  entered: StageCount[];
  stays: StageStay[];
  sources: SourceCount[];
};

type RollupRow = {
  kind: 'enter' | 'stay' | 'source';
  key: string;
  held: string[] | null;
  seconds: number | null;
  n: number;
  deltas: number;
};

const byCountThenKey = <T extends { key: string; count: number }>(a: T, b: T) =>
  b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

const tally = (rows: readonly RollupRow[], count: (row: RollupRow) => number) => {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.key, (sums.get(row.key) ?? 0) + count(row));
  return sums;
};

/**
 * The pipeline sections of the project report, read from the daily pipeline rollup (decision 040,
 * migration 0035) over the range's UTC days:
 * - entered: the moves into each stage within the range, plus the adds within the range (a person
 *   enters the stage they were added in: the first move's from-stage, or their stage if never
 *   moved);
 * - stays: how long people stayed in each stage, from entering (the move before, or the add) to
 *   the move out; stays that ended within the range count, a stay not yet ended does not; the
 *   rollup keeps every stay's length (as value and count), so the percentiles are exact;
 * - sources: people added within the range per source, and how many of them ever held a stage of
 *   the funnel's second step (advanced) and third step (converted), now or in their history.
 */
export const measurePipeline = async (
  db: Executor,
  scope: ProjectScope,
  advancedStages: readonly string[],
  convertedStages: readonly string[],
): Promise<PipelineMeasures> => {
  const { workspaceId, projectId } = scope;
  const result = await db.execute<RollupRow>(sql`
    select kind, key, held, seconds, sum(n)::int as n, count(*)::int as deltas
      from report_pipeline_day
     where workspace_id = ${workspaceId} and project_id = ${projectId}
       and day >= ${toIsoDay(scope.start)}::date and day < ${toIsoDay(scope.end)}::date
     group by kind, key, held, seconds
     order by kind, key, seconds`);
  const deltas = result.rows.reduce((sum, row) => sum + row.deltas, 0);
  if (shouldFold(deltas, result.rows.length)) await foldPipelineRollup(db, workspaceId, projectId);
  const rows = result.rows.filter((row) => row.n !== 0);
  const of = (kind: RollupRow['kind']) => rows.filter((row) => row.kind === kind);

  const entered = [...tally(of('enter'), (row) => row.n)]
    .map(([key, count]) => ({ key, count }))
    .sort(byCountThenKey)
    .map(({ key, count }) => ({ stage: key, count }));

  const stayRows = of('stay');
  const stays = [...tally(stayRows, (row) => row.n)]
    .map(([key, count]) => ({ key, count }))
    .sort(byCountThenKey)
    .map(({ key, count }) => {
      const lengths = stayRows
        .filter((row) => row.key === key)
        .map((row) => ({ value: row.seconds ?? 0, count: row.n }));
      return {
        stage: key,
        stays: count,
        median_seconds: weightedPercentile(lengths, 0.5),
        p90_seconds: weightedPercentile(lengths, 0.9),
      };
    });

  const sourceRows = of('source');
  const heldAny = (stages: readonly string[]) => (row: RollupRow) =>
    (row.held ?? []).some((stage) => stages.includes(stage)) ? row.n : 0;
  const advanced = tally(sourceRows, heldAny(advancedStages));
  const converted = tally(sourceRows, heldAny(convertedStages));
  const sources = [...tally(sourceRows, (row) => row.n)]
    .map(([key, count]) => ({ key, count }))
    .sort(byCountThenKey)
    .map(({ key, count }) => ({
      source: key,
      added: count,
      advanced: advanced.get(key) ?? 0,
      converted: converted.get(key) ?? 0,
    }));

  return { entered, stays, sources };
};
