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
 * The pipeline sections of the project report in one pass over the project's moves, read in
 * order by stage_history_project_idx (decision 040: no join of every link, no sort):
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
