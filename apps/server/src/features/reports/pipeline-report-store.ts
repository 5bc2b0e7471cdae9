import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { textArray, type ProjectScope } from './report-scope';

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

type PassRow = {
  kind: 'entered' | 'stay' | 'source';
  key: string;
  a: number;
  b: number;
  c: number;
  median: number | null;
  p90: number | null;
};

/**
 * The pipeline sections of the project report in one pass over the project's moves (decision
 * 040: one sort of the moves per link instead of three joins of them):
 * - entered: the moves into each stage within the range, plus the adds within the range (a person
 *   enters the stage they were added in: the first move's from-stage, or their stage if never
 *   moved);
 * - stays: how long people stayed in each stage, from entering (the move before, or the add) to
 *   the move out; stays that ended within the range count, a stay not yet ended does not;
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
  const start = scope.start.toISOString();
  const end = scope.end.toISOString();
  const advanced = textArray(advancedStages);
  const converted = textArray(convertedStages);
  const result = await db.execute<PassRow>(sql`
    with link as (
      select id, stage, source, added_at,
             added_at >= ${start}::timestamptz and added_at < ${end}::timestamptz as added_in_range
        from project_candidate
       where workspace_id = ${workspaceId} and project_id = ${projectId}
    ),
    move as (
      select h.project_candidate_id as link_id, h.from_stage, h.to_stage, h.moved_at,
             coalesce(lag(h.moved_at) over step, l.added_at) as entered_at,
             row_number() over step as n,
             bool_or(h.to_stage = any(${advanced}::text[])) over whole as ever_advanced,
             bool_or(h.to_stage = any(${converted}::text[])) over whole as ever_converted
        from stage_history h join link l on l.id = h.project_candidate_id
       where h.workspace_id = ${workspaceId}
      window step as (partition by h.project_candidate_id order by h.moved_at, h.id),
             whole as (partition by h.project_candidate_id)
    ),
    added as (
      select l.stage, l.source, m.from_stage as first_from,
             l.stage = any(${advanced}::text[]) or coalesce(m.ever_advanced, false) as advanced,
             l.stage = any(${converted}::text[]) or coalesce(m.ever_converted, false) as converted
        from link l left join move m on m.link_id = l.id and m.n = 1
       where l.added_in_range
    ),
    entered as (
      select to_stage as stage from move
       where moved_at >= ${start}::timestamptz and moved_at < ${end}::timestamptz
      union all
      select coalesce(first_from, stage) from added
    )
    select 'entered' as kind, stage as key, count(*)::int as a, 0 as b, 0 as c,
           null::float8 as median, null::float8 as p90
      from entered where stage is not null group by stage
    union all
    select 'stay', from_stage, count(*)::int, 0, 0,
           percentile_cont(0.5) within group (order by extract(epoch from moved_at - entered_at))::float8,
           percentile_cont(0.9) within group (order by extract(epoch from moved_at - entered_at))::float8
      from move
     where from_stage is not null
       and moved_at >= ${start}::timestamptz and moved_at < ${end}::timestamptz
     group by from_stage
    union all
    select 'source', source, count(*)::int, count(*) filter (where advanced)::int,
           count(*) filter (where converted)::int, null, null
      from added group by source
     order by kind, a desc, key`);
  const rows = result.rows;
  return {
    entered: rows
      .filter((row) => row.kind === 'entered')
      .map((row) => ({ stage: row.key, count: row.a })),
    stays: rows
      .filter((row) => row.kind === 'stay')
      .map((row) => ({
        stage: row.key,
        stays: row.a,
        median_seconds: row.median,
        p90_seconds: row.p90,
      })),
    sources: rows
      .filter((row) => row.kind === 'source')
      .map((row) => ({ source: row.key, added: row.a, advanced: row.b, converted: row.c })),
  };
};
