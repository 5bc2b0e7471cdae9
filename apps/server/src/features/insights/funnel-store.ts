import { sql } from 'drizzle-orm';
import type { StagePathCount } from '@hirelane/domain/insights/pipeline-funnel';
import type { Executor } from '../../db/client';

/**
 * Every distinct set of stages the project's people held (their history and their current stage)
 * with how many people held it: a handful of rows however many people the project has.
 */
export const countStagePaths = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
): Promise<StagePathCount[]> => {
  const result = await db.execute<{ stages: string[]; count: number }>(sql`
    with link as (
      select id, stage from project_candidate
       where workspace_id = ${workspaceId} and project_id = ${projectId}
    ),
    held as (
      select id, stage from link
      union
      select h.project_candidate_id, h.to_stage
        from stage_history h join link on link.id = h.project_candidate_id
       where h.workspace_id = ${workspaceId}
    ),
    paths as (
      select id, array_agg(stage order by stage) as stages from held group by id
    )
    select stages, count(*)::int as count from paths group by stages`);
  return result.rows.map((row) => ({ stages: row.stages, count: row.count }));
};
