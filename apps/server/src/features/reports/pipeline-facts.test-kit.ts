import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { PipelineMeasures } from './pipeline-report-store';
import { textArray, type ProjectScope } from './report-scope';

/**
 * The pipeline sections counted straight from project_candidate and stage_history, one window
 * over the project's moves: the report's definition before the rollup (decision 040), kept for
 * the tests to check that the rollup gives exactly the same measures.
 */
type PassRow = {
  kind: 'entered' | 'stay' | 'source';
  key: string;
  a: number;
  b: number;
  c: number;
  median: number | null;
  p90: number | null;
};

export const measurePipelineFromFacts = async (
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
    with move as (
      select h.project_candidate_id as link_id, h.from_stage, h.to_stage, h.moved_at,
             lag(h.moved_at) over step as prev_at, row_number() over step as n
        from stage_history h
       where h.workspace_id = ${workspaceId} and h.project_id = ${projectId}
      window step as (partition by h.project_candidate_id order by h.moved_at, h.id)
    ),
    added as (
      select pc.id, pc.stage, pc.source from project_candidate pc
       where pc.workspace_id = ${workspaceId} and pc.project_id = ${projectId}
         and pc.added_at >= ${start}::timestamptz and pc.added_at < ${end}::timestamptz
    ),
    stay as (
      select from_stage as stage, extract(epoch from moved_at - prev_at) as seconds from move
       where n > 1 and from_stage is not null
         and moved_at >= ${start}::timestamptz and moved_at < ${end}::timestamptz
      union all
      select m.from_stage, extract(epoch from m.moved_at - pc.added_at)
        from move m join project_candidate pc on pc.id = m.link_id
       where pc.workspace_id = ${workspaceId} and m.n = 1 and m.from_stage is not null
         and m.moved_at >= ${start}::timestamptz and m.moved_at < ${end}::timestamptz
    ),
    entered as (
      select to_stage as stage from move
       where moved_at >= ${start}::timestamptz and moved_at < ${end}::timestamptz
      union all
      select coalesce(m.from_stage, a.stage)
        from added a left join move m on m.link_id = a.id and m.n = 1
    )
    select 'entered' as kind, stage as key, count(*)::int as a, 0 as b, 0 as c,
           null::float8 as median, null::float8 as p90
      from entered where stage is not null group by stage
    union all
    select 'stay', stage, count(*)::int, 0, 0,
           percentile_cont(0.5) within group (order by seconds)::float8,
           percentile_cont(0.9) within group (order by seconds)::float8
      from stay group by stage
    union all
    select 'source', a.source, count(*)::int,
           count(*) filter (where a.stage = any(${advanced}::text[]) or a.id in (
             select link_id from move where to_stage = any(${advanced}::text[])))::int,
           count(*) filter (where a.stage = any(${converted}::text[]) or a.id in (
             select link_id from move where to_stage = any(${converted}::text[])))::int,
           null, null
      from added a group by a.source
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
