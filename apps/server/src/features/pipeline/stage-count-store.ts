import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { projectStageCount } from '../../db/schema/candidates';
import type { StageCountRow } from './stage-counts';

/** More delta rows than this for one project and the next read folds them into one per group. */
export const COMPACT_AFTER_ROWS = 64;

/**
 * The stage counts of a project: sums of the deltas the project_candidate triggers write
 * (migration 0003), a few rows whatever the number of candidates.
 */
export const countByStage = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
): Promise<StageCountRow[]> => {
  const rows = await db
    .select({
      stage: projectStageCount.stage,
      subStage: projectStageCount.subStage,
      count: sql<number>`sum(${projectStageCount.delta})::int`,
      deltas: sql<number>`count(*)::int`,
    })
    .from(projectStageCount)
    .where(
      and(
        eq(projectStageCount.workspaceId, workspaceId),
        eq(projectStageCount.projectId, projectId),
      ),
    )
    .groupBy(projectStageCount.stage, projectStageCount.subStage);
  const deltas = rows.reduce((total, row) => total + row.deltas, 0);
  if (deltas > COMPACT_AFTER_ROWS) await compactStageCounts(db, workspaceId, projectId);
  return rows
    .filter((row) => row.count !== 0)
    .map(({ stage, subStage, count }) => ({ stage, subStage, count }));
};

/**
 * Folds a project's deltas into one row per (stage, sub-stage) in one statement. Deltas of
 * transactions still running are not visible to it, so they stay and nothing is counted twice.
 */
export const compactStageCounts = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
): Promise<void> => {
  await db.execute(sql`
    with gone as (
      delete from ${projectStageCount}
       where ${projectStageCount.workspaceId} = ${workspaceId} and ${projectStageCount.projectId} = ${projectId}
      returning workspace_id, project_id, stage, sub_stage, delta)
    insert into ${projectStageCount} (workspace_id, project_id, stage, sub_stage, delta)
    select workspace_id, project_id, stage, sub_stage, sum(delta)
      from gone group by workspace_id, project_id, stage, sub_stage
    having sum(delta) <> 0`);
};
