import { sql, type SQL } from 'drizzle-orm';
import type { ActivityKind } from '@hirelane/domain/activity/activity.schema';
import type { Executor } from '../../db/client';
import type { ActivityCursor } from './activity-cursor';

/**
 * The activity feed as a read model over the tables that already record each fact (decision
 * 037): one branch per kind, each walking its own (workspace_id, time, id) index newest first and
 * stopping at the page size, merged and cut to the page; names are joined for the page's rows only.
 */

export type FeedScope = {
  workspaceId: string;
  /** null: every project of the workspace (owners, admins); else the member whose projects count. */
  memberId: string | null;
  /** Only this project (already checked visible); workspace-wide kinds are left out. */
  projectId: string | null;
  /** The viewer's user id: their own mailboxes' problems are theirs to see. */
  userId: string;
  kinds: readonly ActivityKind[];
};

export type FeedRow = {
  at: Date;
  at_key: string;
  kind: ActivityKind;
  id: string;
  project_id: string | null;
  project_name: string | null;
  candidate_id: string | null;
  candidate_name: string | null;
  actor_name: string | null;
  data: Record<string, unknown>;
};

type Branch = {
  kind: ActivityKind;
  /** The alias of the branch's own table (its workspace_id is the tenant filter). */
  alias: string;
  /** select at, kind, id, project_id, candidate_id, actor_id, data from … (no where, no order). */
  from: SQL;
  at: SQL;
  id: SQL;
  where: SQL;
  projectColumn: SQL | null;
};

const BRANCHES: Branch[] = [
  {
    kind: 'reply',
    alias: 'm',
    from: sql`select m.at, 'reply' as kind, m.id, c.project_id, m.candidate_id, null::text as actor_id,
        jsonb_build_object('text', left(m.text_body, 2000)) as data
       from email_message m
       join campaign_enrollment e on e.id = m.enrollment_id
       join campaign c on c.id = e.campaign_id`,
    at: sql`m.at`,
    id: sql`m.id`,
    where: sql`m.direction = 'inbound' and m.kind = 'reply'`,
    projectColumn: sql`c.project_id`,
  },
  {
    kind: 'stage_move',
    alias: 'h',
    from: sql`select h.moved_at as at, 'stage_move' as kind, h.id, pc.project_id, pc.candidate_id,
        h.moved_by_user_id as actor_id,
        jsonb_build_object('from', h.from_stage, 'to', h.to_stage) as data
       from stage_history h
       join project_candidate pc on pc.id = h.project_candidate_id`,
    at: sql`h.moved_at`,
    id: sql`h.id`,
    where: sql`true`,
    projectColumn: sql`pc.project_id`,
  },
  {
    kind: 'import',
    alias: 'j',
    from: sql`select j.finished_at as at, 'import' as kind, j.id, j.project_id, null::uuid as candidate_id,
        j.created_by_user_id as actor_id,
        jsonb_build_object('kind', j.kind, 'status', j.status, 'created', j.created_count,
          'updated', j.updated_count, 'merged', j.merged_count, 'rejected', j.rejected_count) as data
       from import_job j`,
    at: sql`j.finished_at`,
    id: sql`j.id`,
    where: sql`j.finished_at is not null and j.status in ('completed', 'failed')`,
    projectColumn: sql`j.project_id`,
  },
  {
    kind: 'campaign',
    alias: 's',
    from: sql`select s.changed_at as at, 'campaign' as kind, s.id, s.project_id, null::uuid as candidate_id,
        s.changed_by_user_id as actor_id,
        jsonb_build_object('campaign_id', s.campaign_id, 'running', s.running) as data
       from campaign_status_change s`,
    at: sql`s.changed_at`,
    id: sql`s.id`,
    where: sql`true`,
    projectColumn: sql`s.project_id`,
  },
  {
    kind: 'interview',
    alias: 'i',
    from: sql`select i.completed_at as at, 'interview' as kind, i.id, i.project_id, i.candidate_id,
        null::text as actor_id, '{}'::jsonb as data
       from interview_invitation i`,
    at: sql`i.completed_at`,
    id: sql`i.id`,
    where: sql`i.completed_at is not null`,
    projectColumn: sql`i.project_id`,
  },
  {
    kind: 'member',
    alias: 'wm',
    from: sql`select wm.created_at as at, 'member' as kind, wm.id, null::uuid as project_id,
        null::uuid as candidate_id, wm.user_id as actor_id, '{}'::jsonb as data
       from workspace_member wm`,
    at: sql`wm.created_at`,
    id: sql`wm.id`,
    // Teammates joining: the founder, added in the workspace's own transaction, did not join it.
    where: sql`wm.created_at > (select w.created_at from workspace w where w.id = wm.workspace_id)`,
    projectColumn: null,
  },
  {
    kind: 'mailbox',
    alias: 'mb',
    from: sql`select mb.problem_at as at, 'mailbox' as kind, mb.id, null::uuid as project_id,
        null::uuid as candidate_id, null::text as actor_id,
        jsonb_build_object('email', mb.email, 'invalid', mb.status = 'invalid',
          'reason', coalesce(case when mb.status = 'invalid' then mb.invalid_reason end, mb.paused_reason, '')) as data
       from mailbox mb`,
    at: sql`mb.problem_at`,
    id: sql`mb.id`,
    where: sql`mb.problem_at is not null`,
    projectColumn: null,
  },
];

/**
 * Rows strictly after the cursor in (at desc, kind desc, id desc) order, for a branch of one kind.
 * Kinds compare as JavaScript strings here and in the "C" collation in SQL: the same order.
 */
const afterCursor = (branch: Branch, cursor: ActivityCursor | null): SQL => {
  if (cursor === null) return sql`true`;
  const at = sql`${cursor.at}::timestamptz`;
  if (branch.kind < cursor.kind) return sql`${branch.at} <= ${at}`;
  if (branch.kind > cursor.kind) return sql`${branch.at} < ${at}`;
  return sql`(${branch.at}, ${branch.id}) < (${at}, ${cursor.id}::uuid)`;
};

const inScope = (branch: Branch, scope: FeedScope): SQL | null => {
  if (branch.projectColumn === null) {
    if (scope.projectId !== null) return null;
    if (branch.kind === 'mailbox' && scope.memberId !== null)
      return sql`mb.user_id = ${scope.userId}`;
    return sql`true`;
  }
  if (scope.projectId !== null) return sql`${branch.projectColumn} = ${scope.projectId}`;
  if (scope.memberId === null) return sql`true`;
  return sql`${branch.projectColumn} in (select pm.project_id from project_member pm
    where pm.workspace_member_id = ${scope.memberId})`;
};

/** The page's statement (null when no branch applies); exported for the plan check of the tests. */
export const activityStatement = (
  scope: FeedScope,
  cursor: ActivityCursor | null,
  limit: number,
): SQL | null => {
  const parts: SQL[] = [];
  for (const branch of BRANCHES) {
    if (!scope.kinds.includes(branch.kind)) continue;
    const visible = inScope(branch, scope);
    if (visible === null) continue;
    const workspaceColumn = sql.raw(`${branch.alias}.workspace_id`);
    parts.push(sql`(${branch.from}
      where ${workspaceColumn} = ${scope.workspaceId} and ${branch.where}
        and ${visible} and ${afterCursor(branch, cursor)}
      order by ${branch.at} desc, ${branch.id} desc limit ${limit})`);
  }
  if (parts.length === 0) return null;
  return sql`
    select u.at,
           to_char(u.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_key,
           u.kind, u.id, u.project_id, p.name as project_name, u.candidate_id,
           coalesce(nullif(cd.full_name, ''), trim(cd.first_name || ' ' || cd.last_name)) as candidate_name,
           coalesce(nullif(trim(usr.first_name || ' ' || usr.last_name), ''), nullif(usr.name, ''), usr.email) as actor_name,
           u.data || coalesce(extra.data, '{}'::jsonb) as data
      from (${sql.join(parts, sql` union all `)}) u
      left join project p on p.id = u.project_id
      left join candidate cd on cd.id = u.candidate_id
      left join "user" usr on usr.id = u.actor_id
      left join lateral (
        select case
          when u.kind = 'campaign' then
            (select jsonb_build_object('campaign_name', c.name) from campaign c
              where c.id = (u.data ->> 'campaign_id')::uuid)
          when u.kind = 'interview' then
            (select jsonb_build_object(
               'evaluation', ev.status,
               'ai_verdict', ev.verdict,
               'decision', (select d.verdict from interview_verdict_decision d
                             where d.evaluation_id = ev.id order by d.created_at desc, d.id desc limit 1))
               from interview_evaluation ev where ev.invitation_id = u.id)
        end as data
      ) extra on true
     order by u.at desc, u.kind collate "C" desc, u.id desc
     limit ${limit}`;
};

export const listActivityRows = async (
  db: Executor,
  scope: FeedScope,
  cursor: ActivityCursor | null,
  limit: number,
): Promise<FeedRow[]> => {
  const statement = activityStatement(scope, cursor, limit);
  if (statement === null) return [];
  const result = await db.execute<FeedRow>(statement);
  return result.rows;
};
