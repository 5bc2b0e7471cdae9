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

/**
 * Entries into each stage within the range: the moves of stage_history, and the adds (a person
 * enters the stage they were added in: the first move's from-stage, or their stage if never moved).
 */
export const countStageEntries = async (
  db: Executor,
  scope: ProjectScope,
): Promise<StageCount[]> => {
  const { workspaceId, projectId } = scope;
  const start = scope.start.toISOString();
  const end = scope.end.toISOString();
  const result = await db.execute<StageCount>(sql`
    with link as (
      select id, stage, added_at from project_candidate
       where workspace_id = ${workspaceId} and project_id = ${projectId}
    ),
    added as (
      select id, stage from link
       where added_at >= ${start}::timestamptz and added_at < ${end}::timestamptz
    ),
    first_move as (
      select distinct on (h.project_candidate_id) h.project_candidate_id as id, h.from_stage
        from stage_history h
       where h.workspace_id = ${workspaceId} and h.project_candidate_id in (select id from added)
       order by h.project_candidate_id, h.moved_at, h.id
    ),
    entries as (
      select h.to_stage as stage
        from stage_history h join link on link.id = h.project_candidate_id
       where h.workspace_id = ${workspaceId}
         and h.moved_at >= ${start}::timestamptz and h.moved_at < ${end}::timestamptz
      union all
      select coalesce(first_move.from_stage, added.stage)
        from added left join first_move on first_move.id = added.id
    )
    select stage, count(*)::int as count from entries where stage is not null group by stage`);
  return result.rows;
};

export type StageStay = {
  stage: string;
  stays: number;
  median_seconds: number | null;
  p90_seconds: number | null;
};

/**
 * How long people stayed in each stage: a stay runs from entering (the move before, or the add)
 * to the move out; stays that ended within the range count. A stay not yet ended is left out.
 */
export const measureStageStays = async (
  db: Executor,
  scope: ProjectScope,
): Promise<StageStay[]> => {
  const { workspaceId, projectId } = scope;
  const result = await db.execute<StageStay>(sql`
    with stays as (
      select h.from_stage as stage, h.moved_at as left_at,
             coalesce(
               lag(h.moved_at) over (partition by h.project_candidate_id order by h.moved_at, h.id),
               pc.added_at
             ) as entered_at
        from stage_history h
        join project_candidate pc on pc.id = h.project_candidate_id
       where h.workspace_id = ${workspaceId}
         and pc.workspace_id = ${workspaceId} and pc.project_id = ${projectId}
    )
    select stage, count(*)::int as stays,
           percentile_cont(0.5) within group (order by extract(epoch from left_at - entered_at))::float8
             as median_seconds,
           percentile_cont(0.9) within group (order by extract(epoch from left_at - entered_at))::float8
             as p90_seconds
      from stays
     where stage is not null
       and left_at >= ${scope.start.toISOString()}::timestamptz
       and left_at < ${scope.end.toISOString()}::timestamptz
     group by stage`);
  return result.rows;
};

export type SourceCount = { source: string; added: number; advanced: number; converted: number };

/**
 * People added within the range per source, and how many of them ever held a stage of the
 * funnel's second step (`advanced`) and third step (`converted`), now or in their history.
 */
export const countSources = async (
  db: Executor,
  scope: ProjectScope,
  advancedStages: readonly string[],
  convertedStages: readonly string[],
): Promise<SourceCount[]> => {
  const { workspaceId, projectId } = scope;
  const advanced = textArray(advancedStages);
  const converted = textArray(convertedStages);
  const result = await db.execute<SourceCount>(sql`
    with link as (
      select id, stage, source from project_candidate
       where workspace_id = ${workspaceId} and project_id = ${projectId}
         and added_at >= ${scope.start.toISOString()}::timestamptz
         and added_at < ${scope.end.toISOString()}::timestamptz
    ),
    moved as (
      select h.project_candidate_id as id, h.to_stage from stage_history h
       where h.workspace_id = ${workspaceId}
         and h.project_candidate_id in (select id from link)
    )
    select source, count(*)::int as added,
           count(*) filter (where stage = any(${advanced}::text[]) or id in (
             select id from moved where to_stage = any(${advanced}::text[])))::int as advanced,
           count(*) filter (where stage = any(${converted}::text[]) or id in (
             select id from moved where to_stage = any(${converted}::text[])))::int as converted
      from link group by source order by added desc, source`);
  return result.rows;
};
