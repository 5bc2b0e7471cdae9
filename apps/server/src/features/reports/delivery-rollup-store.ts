import { sql, type SQL } from 'drizzle-orm';
import { toIsoDay } from '@hirelane/domain/reports/report-range';
import type { Executor } from '../../db/client';
import type { ProjectScope } from './report-scope';

/** More delta rows than this beyond two per cell and the next read folds the project's deltas. */
export const FOLD_AFTER_ROWS = 64;

/** The project's delivery steps (report_delivery_step), as a subquery of step ids. */
export const projectSteps = (workspaceId: string, projectId: string): SQL => sql`
  select s.step_id from report_delivery_step s join campaign c on c.id = s.campaign_id
   where s.workspace_id = ${workspaceId} and c.workspace_id = ${workspaceId}
     and c.project_id = ${projectId}`;

/**
 * The project's rollup cells within the range (decision 040): the deltas of report_delivery_day
 * summed per (step, mailbox, step type) over the range's UTC days; a cell with nothing sent is
 * left out, as a delivery that no longer counts is. A CTE body named `cell`.
 */
export const rollupCells = (scope: ProjectScope): SQL => sql`
  select r.step_id, r.mailbox_id, r.step_type,
         sum(r.sent)::int as sent, sum(r.bounced)::int as bounced,
         sum(r.opened)::int as opened, sum(r.clicked)::int as clicked,
         count(*)::int as deltas
    from report_delivery_day r
   where r.workspace_id = ${scope.workspaceId}
     and r.step_id in (${projectSteps(scope.workspaceId, scope.projectId)})
     and r.day >= ${toIsoDay(scope.start)}::date and r.day < ${toIsoDay(scope.end)}::date
   group by r.step_id, r.mailbox_id, r.step_type`;

/** Whether a read saw so many deltas that folding them pays (two per cell are left alone). */
export const shouldFold = (deltas: number, cells: number): boolean =>
  deltas > 2 * cells + FOLD_AFTER_ROWS;

/**
 * Folds the project's deltas into one row per (step, day, mailbox, step type) in one statement.
 * Deltas of transactions still running are not visible to it, so they stay and nothing is
 * counted twice (the way project_stage_count is folded).
 */
export const foldDeliveryRollup = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
): Promise<void> => {
  await db.execute(sql`
    with gone as (
      delete from report_delivery_day
       where workspace_id = ${workspaceId}
         and step_id in (${projectSteps(workspaceId, projectId)})
      returning workspace_id, step_id, day, mailbox_id, step_type, sent, bounced, opened, clicked)
    insert into report_delivery_day
      (workspace_id, step_id, day, mailbox_id, step_type, sent, bounced, opened, clicked)
    select workspace_id, step_id, day, mailbox_id, step_type,
           sum(sent), sum(bounced), sum(opened), sum(clicked)
      from gone group by workspace_id, step_id, day, mailbox_id, step_type
    having sum(sent) <> 0 or sum(bounced) <> 0 or sum(opened) <> 0 or sum(clicked) <> 0`);
};
