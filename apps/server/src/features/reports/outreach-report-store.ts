import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { foldDeliveryRollup, projectSteps, rollupCells, shouldFold } from './delivery-rollup-store';
import type { ProjectScope } from './report-scope';

export type ProjectCampaignTracking = { opens: boolean; clicks: boolean; campaigns: number };

/** Whether any of the project's campaigns tracks opens or clicks. */
export const findCampaignTracking = async (
  db: Executor,
  scope: ProjectScope,
): Promise<ProjectCampaignTracking> => {
  const result = await db.execute<ProjectCampaignTracking>(sql`
    select coalesce(bool_or(track_opens), false) as opens,
           coalesce(bool_or(track_clicks), false) as clicks,
           count(*)::int as campaigns
      from campaign where workspace_id = ${scope.workspaceId} and project_id = ${scope.projectId}`);
  return result.rows[0] ?? { opens: false, clicks: false, campaigns: 0 };
};

export type StepCounts = {
  step_id: string;
  step_type: string;
  position: number | null;
  sent: number;
  delivered: number;
  opened: number;
  clicked: number;
  replied: number;
  bounced: number;
  unsubscribed: number;
};

/**
 * The project's campaign messages sent within the range, per step: bounced ones were sent too;
 * a reply counts on the e-mail it answers; an unsubscribe on the last message the person got.
 * Sent, bounced, opened and clicked come from the daily rollup (decision 040); replies and
 * unsubscribes are few, so they are counted from their facts (a partial index each).
 */
export const countStepOutcomes = async (
  db: Executor,
  scope: ProjectScope,
): Promise<StepCounts[]> => {
  const { workspaceId, projectId } = scope;
  const start = scope.start.toISOString();
  const end = scope.end.toISOString();
  const result = await db.execute<StepCounts & { deltas: number; cells: number }>(sql`
    with cell as (${rollupCells(scope)}),
    step as (
      select step_id, max(step_type) as step_type, sum(sent)::int as sent,
             sum(bounced)::int as bounced, sum(opened)::int as opened,
             sum(clicked)::int as clicked
        from cell where sent > 0 group by step_id
    ),
    replied as (
      select d.step_id, count(*)::int as n from campaign_delivery d
       where d.id in (
               select m.delivery_id from email_message m
                where m.workspace_id = ${workspaceId} and m.direction = 'inbound'
                  and m.kind = 'reply' and m.delivery_id is not null)
         and d.workspace_id = ${workspaceId}
         and d.step_id in (select step_id from step)
         and d.status in ('sent', 'bounced')
         and d.sent_at >= ${start}::timestamptz and d.sent_at < ${end}::timestamptz
       group by d.step_id
    ),
    unsubscribed as (
      select last_sent.step_id, count(*)::int as n
        from campaign_enrollment e
        join campaign c on c.id = e.campaign_id
        cross join lateral (
          select d.step_id, d.sent_at from campaign_delivery d
           where d.enrollment_id = e.id and d.status in ('sent', 'bounced') and d.sent_at is not null
           order by d.sent_at desc, d.id desc limit 1
        ) last_sent
       where e.workspace_id = ${workspaceId} and c.workspace_id = ${workspaceId}
         and c.project_id = ${projectId} and e.stop_reason = 'unsubscribed'
         and last_sent.sent_at >= ${start}::timestamptz and last_sent.sent_at < ${end}::timestamptz
       group by last_sent.step_id
    )
    select s.step_id::text as step_id, s.step_type,
           (select min(cs.position) from campaign_step cs
             where cs.id = s.step_id and cs.workspace_id = ${workspaceId}) as position,
           s.sent, s.sent - s.bounced as delivered, s.opened, s.clicked,
           coalesce(r.n, 0) as replied, s.bounced, coalesce(u.n, 0) as unsubscribed,
           (select coalesce(sum(deltas), 0)::int from cell) as deltas,
           (select count(*)::int from cell) as cells
      from step s
      left join replied r on r.step_id = s.step_id
      left join unsubscribed u on u.step_id = s.step_id
     order by position nulls last, s.step_id`);
  const first = result.rows[0];
  if (first && shouldFold(first.deltas, first.cells))
    await foldDeliveryRollup(db, workspaceId, projectId);
  return result.rows.map(({ deltas: _deltas, cells: _cells, ...step }) => step);
};

/**
 * Replies to the project's campaign e-mails received within the range, per UTC day: the reply's
 * delivery placed in the project by its step (report_delivery_step), without joining enrolments.
 */
export const countRepliesByDay = async (
  db: Executor,
  scope: ProjectScope,
): Promise<{ day: string; count: number }[]> => {
  const { workspaceId, projectId } = scope;
  const result = await db.execute<{ day: string; count: number }>(sql`
    select to_char(m.at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as count
      from email_message m
      join campaign_delivery d on d.id = m.delivery_id
     where m.workspace_id = ${workspaceId}
       and d.step_id in (${projectSteps(workspaceId, projectId)})
       and m.direction = 'inbound' and m.kind = 'reply'
       and m.at >= ${scope.start.toISOString()}::timestamptz
       and m.at < ${scope.end.toISOString()}::timestamptz
     group by 1 order by 1`);
  return result.rows;
};

export type MailboxCounts = { mailbox_id: string; email: string; sent: number; bounced: number };

/** The project's campaign e-mails sent within the range per mailbox (the rollup), and how many bounced. */
export const countMailboxBounces = async (
  db: Executor,
  scope: ProjectScope,
): Promise<MailboxCounts[]> => {
  const result = await db.execute<MailboxCounts>(sql`
    with cell as (${rollupCells(scope)})
    select mb.id::text as mailbox_id, mb.email,
           sum(cell.sent)::int as sent, sum(cell.bounced)::int as bounced
      from cell
      join mailbox mb on mb.id = cell.mailbox_id and mb.workspace_id = ${scope.workspaceId}
     where cell.sent > 0
     group by mb.id, mb.email order by sent desc, mb.email`);
  return result.rows;
};
