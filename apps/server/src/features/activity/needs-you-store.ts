import { sql, type SQL } from 'drizzle-orm';
import type { NeedsYouKind } from '@hirelane/domain/activity/activity.schema';
import type { Executor } from '../../db/client';

export type NeedsYouRow = {
  kind: NeedsYouKind;
  project_id: string;
  project_name: string;
  campaign_id: string | null;
  campaign_name: string | null;
  count: number;
  /** The one person concerned when there is exactly one. */
  candidate_id: string | null;
};

/**
 * What waits for someone, counted per project (replies, interviews) or per campaign (held,
 * bounced, failed) or per project (workflow approvals): each count comes from the rows that mark it, as the campaign and interview
 * code leave them.
 */
export const countNeedsYou = async (
  db: Executor,
  workspaceId: string,
  memberId: string | null,
): Promise<NeedsYouRow[]> => {
  const visible = (projectColumn: SQL): SQL =>
    memberId === null
      ? sql`true`
      : sql`${projectColumn} in (select pm.project_id from project_member pm
          where pm.workspace_member_id = ${memberId})`;
  const result = await db.execute<NeedsYouRow>(sql`
    with needs as (
      -- A reply no e-mail answered (In-Reply-To: its Message-ID). Campaign follow-ups never
      -- answer one, and the Date header a reply carries is the sender's clock, so time is no guide.
      select 'unanswered_replies' as kind, c.project_id, null::uuid as campaign_id,
             count(distinct m.candidate_id)::int as count,
             case when count(distinct m.candidate_id) = 1 then min(m.candidate_id::text) end as candidate_id
        from email_message m
        join campaign_enrollment e on e.id = m.enrollment_id
        join campaign c on c.id = e.campaign_id
       where m.workspace_id = ${workspaceId} and m.direction = 'inbound' and m.kind = 'reply'
         and ${visible(sql`c.project_id`)}
         and not exists (select 1 from email_message o
                          where o.workspace_id = ${workspaceId} and o.candidate_id = m.candidate_id
                            and o.direction = 'outbound' and o.in_reply_to = m.message_id)
       group by c.project_id
      union all
      -- Held: the next e-mail waits for something (a variable without a value, no sender…).
      select 'held_candidates', c.project_id, c.id, count(*)::int,
             case when count(*) = 1 then min(e.candidate_id::text) end
        from campaign_enrollment e join campaign c on c.id = e.campaign_id
       where e.workspace_id = ${workspaceId} and e.status = 'active' and e.held_reason is not null
         and ${visible(sql`c.project_id`)}
       group by c.project_id, c.id
      union all
      select 'bounced_candidates', c.project_id, c.id, count(*)::int,
             case when count(*) = 1 then min(e.candidate_id::text) end
        from campaign_enrollment e join campaign c on c.id = e.campaign_id
       where e.workspace_id = ${workspaceId} and e.status = 'stopped' and e.stop_reason = 'bounced'
         and ${visible(sql`c.project_id`)}
       group by c.project_id, c.id
      union all
      -- Evaluated (or scoring unavailable), nobody decided, and the person still waits in
      -- interview_completed.
      select 'interviews_to_decide', i.project_id, null::uuid, count(*)::int,
             case when count(*) = 1 then min(i.candidate_id::text) end
        from interview_invitation i
        join interview_evaluation ev on ev.invitation_id = i.id
        join project_candidate pc on pc.project_id = i.project_id and pc.candidate_id = i.candidate_id
       where i.workspace_id = ${workspaceId} and i.revoked_at is null
         and ev.status in ('scored', 'scoring_unavailable')
         and pc.stage = 'interview_completed'
         and not exists (select 1 from interview_verdict_decision d where d.evaluation_id = ev.id)
         and ${visible(sql`i.project_id`)}
       group by i.project_id
      union all
      select 'failed_sends', c.project_id, c.id, count(*)::int,
             case when count(distinct e.candidate_id) = 1 then min(e.candidate_id::text) end
        from campaign_delivery d
        join campaign_enrollment e on e.id = d.enrollment_id
        join campaign c on c.id = e.campaign_id
       where d.workspace_id = ${workspaceId} and d.status = 'failed'
         and ${visible(sql`c.project_id`)}
       group by c.project_id, c.id
      union all
      -- A workflow's e-mail that a person must approve (decision 042): approved on the workflow's runs.
      select 'workflow_approvals', r.project_id, null::uuid, count(*)::int, null::text
        from workflow_run r
       where r.workspace_id = ${workspaceId} and r.status = 'pending_approval'
         and ${visible(sql`r.project_id`)}
       group by r.project_id
    )
    select n.kind, n.project_id, p.name as project_name, n.campaign_id, c.name as campaign_name,
           n.count, n.candidate_id
      from needs n
      join project p on p.id = n.project_id
      left join campaign c on c.id = n.campaign_id
     where p.archived_at is null
     order by n.kind, p.name, n.project_id, c.name`);
  return result.rows;
};
