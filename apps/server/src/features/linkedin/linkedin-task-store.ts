import type { LinkedinTask } from '@hirelane/domain/linkedin/linkedin-tasks.schema';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * The manual actions of the caller's own LinkedIn account (only they can do them, signed in to
 * that account), in projects they may see, whose sequence still runs. `memberId` null = every
 * project (owners and admins).
 */
export const listMemberTasks = async (
  db: Executor,
  workspaceId: string,
  accountId: string,
  memberId: string | null,
  now: Date,
): Promise<LinkedinTask[]> => {
  const visible: SQL =
    memberId === null
      ? sql`true`
      : sql`c.project_id in (select pm.project_id from project_member pm
          where pm.workspace_member_id = ${memberId})`;
  const result = await db.execute(sql`
    select a.id, a.step_type, a.profile_url, a.text, a.scheduled_at,
           p.id as candidate_id, coalesce(nullif(p.full_name, ''), 'the candidate') as full_name,
           pr.id as project_id, pr.name as project_name
      from linkedin_action a
      join campaign_enrollment e on e.id = a.enrollment_id and e.workspace_id = a.workspace_id
      join campaign c on c.id = e.campaign_id and c.workspace_id = e.workspace_id
      join project pr on pr.id = c.project_id and pr.workspace_id = c.workspace_id
      join candidate p on p.id = a.candidate_id and p.workspace_id = a.workspace_id
     where a.workspace_id = ${workspaceId} and a.account_id = ${accountId}
       and a.mode = 'manual' and a.status = 'scheduled' and a.scheduled_at <= ${now.toISOString()}
       and e.status = 'active' and c.status = true and ${visible}
     order by a.scheduled_at, a.id
     limit 100`);
  return result.rows.map((row) => ({
    id: row.id as string,
    type: row.step_type as LinkedinTask['type'],
    candidate: { id: row.candidate_id as string, full_name: row.full_name as string },
    project: { id: row.project_id as string, name: row.project_name as string },
    profile_url: row.profile_url as string,
    text: (row.text as string | null) ?? null,
    due_at: new Date(row.scheduled_at as string).toISOString(),
  }));
};
