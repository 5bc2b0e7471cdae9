import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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
 * No window over every delivery: the few unsubscribed enrolments find their last message by index.
 */
export const countStepOutcomes = async (
  db: Executor,
  scope: ProjectScope,
): Promise<StepCounts[]> => {
  const { workspaceId, projectId } = scope;
  const result = await db.execute<StepCounts>(sql`
    with sent as (
      select d.id, d.step_id, d.step_type, d.status, d.opened_at, d.clicked_at
        from campaign_delivery d
        join campaign_enrollment e on e.id = d.enrollment_id
        join campaign c on c.id = e.campaign_id
       where d.workspace_id = ${workspaceId} and c.workspace_id = ${workspaceId}
         and c.project_id = ${projectId}
         and d.status in ('sent', 'bounced')
         and d.sent_at >= ${scope.start.toISOString()}::timestamptz
         and d.sent_at < ${scope.end.toISOString()}::timestamptz
    ),
    replied as (
      select distinct m.delivery_id from email_message m
       where m.workspace_id = ${workspaceId} and m.direction = 'inbound' and m.kind = 'reply'
         and m.delivery_id is not null
    ),
    unsubscribed as (
      select last_sent.id
        from campaign_enrollment e
        join campaign c on c.id = e.campaign_id
        cross join lateral (
          select d.id from campaign_delivery d
           where d.enrollment_id = e.id and d.status in ('sent', 'bounced') and d.sent_at is not null
           order by d.sent_at desc, d.id desc limit 1
        ) last_sent
       where e.workspace_id = ${workspaceId} and c.workspace_id = ${workspaceId}
         and c.project_id = ${projectId} and e.stop_reason = 'unsubscribed'
    )
    select s.step_id::text as step_id, max(s.step_type) as step_type,
           (select min(cs.position) from campaign_step cs
             where cs.id = s.step_id and cs.workspace_id = ${workspaceId}) as position,
           count(*)::int as sent,
           count(*) filter (where s.status = 'sent')::int as delivered,
           count(*) filter (where s.opened_at is not null)::int as opened,
           count(*) filter (where s.clicked_at is not null)::int as clicked,
           count(*) filter (where s.id in (select delivery_id from replied))::int as replied,
           count(*) filter (where s.status = 'bounced')::int as bounced,
           count(*) filter (where s.id in (select id from unsubscribed))::int as unsubscribed
      from sent s
     group by s.step_id
     order by position nulls last, step_id`);
  return result.rows;
};

/** Replies to the project's campaign e-mails received within the range, per UTC day. */
export const countRepliesByDay = async (
  db: Executor,
  scope: ProjectScope,
): Promise<{ day: string; count: number }[]> => {
  const { workspaceId, projectId } = scope;
  const result = await db.execute<{ day: string; count: number }>(sql`
    select to_char(m.at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as count
      from email_message m
      join campaign_delivery d on d.id = m.delivery_id
      join campaign_enrollment e on e.id = d.enrollment_id
      join campaign c on c.id = e.campaign_id
     where m.workspace_id = ${workspaceId} and c.project_id = ${projectId}
       and c.workspace_id = ${workspaceId}
       and m.direction = 'inbound' and m.kind = 'reply'
       and m.at >= ${scope.start.toISOString()}::timestamptz
       and m.at < ${scope.end.toISOString()}::timestamptz
     group by 1 order by 1`);
  return result.rows;
};

export type MailboxCounts = { mailbox_id: string; email: string; sent: number; bounced: number };

/** The project's campaign e-mails sent within the range per mailbox, and how many bounced. */
export const countMailboxBounces = async (
  db: Executor,
  scope: ProjectScope,
): Promise<MailboxCounts[]> => {
  const { workspaceId, projectId } = scope;
  const result = await db.execute<MailboxCounts>(sql`
    select mb.id::text as mailbox_id, mb.email,
           count(*)::int as sent,
           count(*) filter (where d.status = 'bounced')::int as bounced
      from campaign_delivery d
      join campaign_enrollment e on e.id = d.enrollment_id
      join campaign c on c.id = e.campaign_id
      join mailbox mb on mb.id = d.mailbox_id and mb.workspace_id = ${workspaceId}
     where d.workspace_id = ${workspaceId} and c.workspace_id = ${workspaceId}
       and c.project_id = ${projectId}
       and d.status in ('sent', 'bounced')
       and d.sent_at >= ${scope.start.toISOString()}::timestamptz
       and d.sent_at < ${scope.end.toISOString()}::timestamptz
     group by mb.id, mb.email order by sent desc, mb.email`);
  return result.rows;
};
