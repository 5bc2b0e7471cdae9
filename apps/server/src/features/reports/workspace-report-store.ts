import { sql } from 'drizzle-orm';
import { toIsoDay } from '@hirelane/domain/reports/report-range';
import type { Executor } from '../../db/client';
import { textArray } from './report-scope';

export type WorkspaceScope = {
  workspaceId: string;
  /** The projects counted (already checked visible to the caller). */
  projectIds: readonly string[];
  start: Date;
  end: Date;
};

/** The projects a member sees: all of them for owners and admins (memberId null), else theirs. */
export const listVisibleProjects = async (
  db: Executor,
  workspaceId: string,
  memberId: string | null,
): Promise<{ id: string; name: string }[]> => {
  const result = await db.execute<{ id: string; name: string }>(sql`
    select p.id::text as id, p.name from project p
     where p.workspace_id = ${workspaceId}
       and (${memberId}::uuid is null or p.id in (
         select pm.project_id from project_member pm where pm.workspace_member_id = ${memberId}::uuid))
     order by lower(p.name), p.id`);
  return result.rows;
};

type ProjectCounts = {
  project_id: string;
  people: number;
  added: number;
  moves: number;
  sent: number;
  replies: number;
};

/**
 * Per project: people now, adds and moves within the range, campaign messages (the delivery
 * rollup, decision 040) and replies.
 */
export const countProjectActivity = async (
  db: Executor,
  scope: WorkspaceScope,
): Promise<ProjectCounts[]> => {
  const { workspaceId } = scope;
  const ids = textArray(scope.projectIds);
  const start = scope.start.toISOString();
  const end = scope.end.toISOString();
  const result = await db.execute<ProjectCounts>(sql`
    with people as (
      select project_id, count(*)::int as people,
             count(*) filter (where added_at >= ${start}::timestamptz and added_at < ${end}::timestamptz)::int as added
        from project_candidate
       where workspace_id = ${workspaceId} and project_id = any(${ids}::uuid[])
       group by project_id
    ),
    moves as (
      select pc.project_id, count(*)::int as moves
        from stage_history h join project_candidate pc on pc.id = h.project_candidate_id
       where h.workspace_id = ${workspaceId} and pc.project_id = any(${ids}::uuid[])
         and h.moved_at >= ${start}::timestamptz and h.moved_at < ${end}::timestamptz
       group by pc.project_id
    ),
    sent as (
      select c.project_id, sum(r.sent)::int as sent
        from report_delivery_day r
        join report_delivery_step s on s.step_id = r.step_id
        join campaign c on c.id = s.campaign_id
       where r.workspace_id = ${workspaceId} and c.workspace_id = ${workspaceId}
         and c.project_id = any(${ids}::uuid[])
         and r.day >= ${toIsoDay(scope.start)}::date and r.day < ${toIsoDay(scope.end)}::date
       group by c.project_id
    ),
    replies as (
      select c.project_id, count(*)::int as replies
        from email_message m
        join campaign_delivery d on d.id = m.delivery_id
        join campaign_enrollment e on e.id = d.enrollment_id
        join campaign c on c.id = e.campaign_id
       where m.workspace_id = ${workspaceId} and c.project_id = any(${ids}::uuid[])
         and m.direction = 'inbound' and m.kind = 'reply'
         and m.at >= ${start}::timestamptz and m.at < ${end}::timestamptz
       group by c.project_id
    )
    select p.id::text as project_id,
           coalesce(people.people, 0) as people, coalesce(people.added, 0) as added,
           coalesce(moves.moves, 0) as moves, coalesce(sent.sent, 0) as sent,
           coalesce(replies.replies, 0) as replies
      from unnest(${ids}::uuid[]) as p(id)
      left join people on people.project_id = p.id
      left join moves on moves.project_id = p.id
      left join sent on sent.project_id = p.id
      left join replies on replies.project_id = p.id`);
  return result.rows;
};

type RecruiterCounts = {
  user_id: string;
  name: string;
  added: number;
  moves: number;
  replies: number;
};

/**
 * Per teammate within the range: the people they added, the moves they made, and the replies to
 * the campaign e-mails sent from their mailboxes. Teammates who did none of it are left out.
 */
export const countRecruiterActivity = async (
  db: Executor,
  scope: WorkspaceScope,
): Promise<RecruiterCounts[]> => {
  const { workspaceId } = scope;
  const ids = textArray(scope.projectIds);
  const start = scope.start.toISOString();
  const end = scope.end.toISOString();
  const result = await db.execute<RecruiterCounts>(sql`
    with acts as (
      select added_by_user_id as user_id, 1 as added, 0 as moves, 0 as replies
        from project_candidate
       where workspace_id = ${workspaceId} and project_id = any(${ids}::uuid[])
         and added_at >= ${start}::timestamptz and added_at < ${end}::timestamptz
         and added_by_user_id is not null
      union all
      select h.moved_by_user_id, 0, 1, 0
        from stage_history h join project_candidate pc on pc.id = h.project_candidate_id
       where h.workspace_id = ${workspaceId} and pc.project_id = any(${ids}::uuid[])
         and h.moved_at >= ${start}::timestamptz and h.moved_at < ${end}::timestamptz
         and h.moved_by_user_id is not null
      union all
      select mb.user_id, 0, 0, 1
        from email_message m
        join campaign_delivery d on d.id = m.delivery_id
        join mailbox mb on mb.id = d.mailbox_id and mb.workspace_id = ${workspaceId}
        join campaign_enrollment e on e.id = d.enrollment_id
        join campaign c on c.id = e.campaign_id
       where m.workspace_id = ${workspaceId} and c.project_id = any(${ids}::uuid[])
         and m.direction = 'inbound' and m.kind = 'reply'
         and m.at >= ${start}::timestamptz and m.at < ${end}::timestamptz
         and mb.user_id is not null
    )
    select acts.user_id, coalesce(nullif(u.name, ''), u.email) as name,
           sum(added)::int as added, sum(moves)::int as moves, sum(replies)::int as replies
      from acts
      join "user" u on u.id = acts.user_id
      join workspace_member wm on wm.user_id = u.id and wm.workspace_id = ${workspaceId}
     group by acts.user_id, u.name, u.email
     order by sum(moves) + sum(added) + sum(replies) desc, name`);
  return result.rows;
};
