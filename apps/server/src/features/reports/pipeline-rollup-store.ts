import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * Folds the project's pipeline deltas (report_pipeline_day, decision 040) into one row per
 * (day, kind, key, held, seconds) in one statement. Deltas of transactions still running are not
 * visible to it, so they stay and nothing is counted twice (as foldDeliveryRollup).
 */
export const foldPipelineRollup = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
): Promise<void> => {
  await db.execute(sql`
    with gone as (
      delete from report_pipeline_day
       where workspace_id = ${workspaceId} and project_id = ${projectId}
      returning workspace_id, project_id, day, kind, key, held, seconds, n)
    insert into report_pipeline_day (workspace_id, project_id, day, kind, key, held, seconds, n)
    select workspace_id, project_id, day, kind, key, held, seconds, sum(n)
      from gone group by workspace_id, project_id, day, kind, key, held, seconds
    having sum(n) <> 0`);
};
