import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { InboxCursor } from './inbox-cursor';

/**
 * Threads of the team inbox (decision 041): inbox_thread holds one row per (workspace, person,
 * project), kept by the triggers of email_message and linkedin_message; the messages stay there.
 */

export type ThreadScope = {
  workspaceId: string;
  /** The reader: read state and "mine" are theirs. */
  userId: string;
  /** null: every project (owners, admins); else only this member's projects. */
  memberId: string | null;
};

export type ThreadFilters = {
  projectId: string | null;
  unread: boolean;
  mine: boolean;
  needsReply: boolean;
  channel: string | null;
};

export type ThreadRow = {
  id: string;
  at_key: string;
  candidate_id: string;
  candidate_name: string;
  project_id: string | null;
  project_name: string | null;
  channels: string[];
  last_message_at: Date;
  needs_reply: boolean;
  unread: boolean;
  assignee_member_id: string | null;
  assignee_name: string | null;
  subject: string | null;
  snippet: string | null;
  label: string | null;
};

/** Threads without a project are the workspace's: only owners and admins see them. */
const visibleTo = (scope: ThreadScope): SQL =>
  scope.memberId === null
    ? sql`true`
    : sql`t.project_id in (select pm.project_id from project_member pm
        where pm.workspace_member_id = ${scope.memberId})`;

const threadSelect = (scope: ThreadScope) => sql`
  select t.id,
         to_char(t.last_message_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_key,
         t.candidate_id,
         coalesce(nullif(cd.full_name, ''), trim(cd.first_name || ' ' || cd.last_name)) as candidate_name,
         t.project_id, p.name as project_name, t.channels, t.last_message_at, t.needs_reply,
         coalesce(r.read_count, 0) < t.inbound_count as unread,
         am.id as assignee_member_id,
         coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), nullif(u.name, ''), u.email) as assignee_name,
         last_email.subject, left(last_message.text_body, 400) as snippet, last_label.label
    from inbox_thread t
    join candidate cd on cd.id = t.candidate_id
    left join project p on p.id = t.project_id
    left join "user" u on u.id = t.assignee_user_id
    left join workspace_member am on am.workspace_id = t.workspace_id and am.user_id = t.assignee_user_id
    left join inbox_thread_read r on r.thread_id = t.id and r.user_id = ${scope.userId}
    left join lateral (select m.subject from email_message m
       where m.thread_id = t.id order by m.at desc, m.id desc limit 1) last_email on true
    left join lateral (select * from (
         select m.text_body, m.at, m.id from email_message m where m.thread_id = t.id
         union all
         select l.text_body, l.at, l.id from linkedin_message l where l.thread_id = t.id) any_message
       order by any_message.at desc, any_message.id desc limit 1) last_message on true
    left join lateral (select m.label from email_message m
       where m.thread_id = t.id and m.direction = 'inbound'
       order by m.at desc, m.id desc limit 1) last_label on true`;

/** One page of threads with at least one inbound message, newest first. */
export const listThreads = async (
  db: Executor,
  scope: ThreadScope,
  filters: ThreadFilters,
  cursor: InboxCursor | null,
  limit: number,
): Promise<ThreadRow[]> => {
  const conditions: SQL[] = [
    sql`t.workspace_id = ${scope.workspaceId}`,
    sql`t.inbound_count > 0`,
    visibleTo(scope),
  ];
  if (filters.projectId) conditions.push(sql`t.project_id = ${filters.projectId}`);
  if (filters.unread)
    conditions.push(sql`coalesce((select r2.read_count from inbox_thread_read r2
      where r2.thread_id = t.id and r2.user_id = ${scope.userId}), 0) < t.inbound_count`);
  if (filters.mine) conditions.push(sql`t.assignee_user_id = ${scope.userId}`);
  if (filters.needsReply) conditions.push(sql`t.needs_reply`);
  if (filters.channel) conditions.push(sql`${filters.channel} = any(t.channels)`);
  if (cursor)
    conditions.push(
      sql`(t.last_message_at, t.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`,
    );
  const result = await db.execute<ThreadRow>(sql`${threadSelect(scope)}
    where ${sql.join(conditions, sql` and `)}
    order by t.last_message_at desc, t.id desc
    limit ${limit}`);
  return result.rows;
};

/** One thread the reader may see (undefined: none, or not theirs to see). */
export const findVisibleThread = async (
  db: Executor,
  scope: ThreadScope,
  threadId: string,
): Promise<ThreadRow | undefined> => {
  const result = await db.execute<ThreadRow>(sql`${threadSelect(scope)}
    where t.workspace_id = ${scope.workspaceId} and t.id = ${threadId} and ${visibleTo(scope)}`);
  return result.rows[0];
};

export type ThreadMessageRow = {
  id: string;
  channel: 'email' | 'linkedin' | 'whatsapp';
  direction: 'inbound' | 'outbound';
  kind: string;
  subject: string;
  from_email: string;
  to_email: string;
  text_body: string;
  at: Date;
  label: string | null;
  label_by: string | null;
};

/**
 * The thread's messages of every channel, oldest first. A LinkedIn message has no subject or
 * addresses: an outbound one is from the account that sent it, an inbound one from the person.
 * A WhatsApp message is from and to phone numbers.
 */
export const listThreadMessages = async (
  db: Executor,
  workspaceId: string,
  threadId: string,
): Promise<ThreadMessageRow[]> => {
  const result = await db.execute<ThreadMessageRow>(sql`
    select * from (
      select m.id, 'email' as channel, m.direction, m.kind, m.subject, m.from_email, m.to_email,
             m.text_body, m.at, m.label, m.label_by
        from email_message m
       where m.workspace_id = ${workspaceId} and m.thread_id = ${threadId}
      union all
      select l.id, 'linkedin', l.direction,
             case when l.direction = 'inbound' then 'reply' else 'sent' end, '',
             case when l.direction = 'outbound' then coalesce(a.full_name, '') else '' end, '',
             l.text_body, l.at, null, null
        from linkedin_message l
        left join linkedin_account a on a.id = l.account_id and a.workspace_id = l.workspace_id
       where l.workspace_id = ${workspaceId} and l.thread_id = ${threadId}
      union all
      select w.id, 'whatsapp', w.direction,
             case when w.direction = 'inbound' then 'reply' else 'sent' end, '',
             coalesce(w.from_phone, ''), coalesce(w.to_phone, ''), coalesce(w.body, ''), w.at,
             null, null
        from whatsapp_message w
       where w.workspace_id = ${workspaceId} and w.thread_id = ${threadId}) messages
     order by messages.at, messages.id`);
  return result.rows;
};

/** The reader has read every inbound message so far. */
export const markThreadRead = async (
  db: Executor,
  workspaceId: string,
  threadId: string,
  userId: string,
): Promise<void> => {
  await db.execute(sql`
    insert into inbox_thread_read (workspace_id, thread_id, user_id, read_count)
    select t.workspace_id, t.id, ${userId}, t.inbound_count from inbox_thread t
     where t.workspace_id = ${workspaceId} and t.id = ${threadId}
    on conflict (thread_id, user_id)
    do update set read_count = excluded.read_count, read_at = now()`);
};

export const markThreadUnread = async (
  db: Executor,
  workspaceId: string,
  threadId: string,
  userId: string,
): Promise<void> => {
  await db.execute(sql`
    delete from inbox_thread_read
     where workspace_id = ${workspaceId} and thread_id = ${threadId} and user_id = ${userId}`);
};

export const setThreadAssignee = async (
  db: Executor,
  workspaceId: string,
  threadId: string,
  assigneeUserId: string | null,
): Promise<void> => {
  await db.execute(sql`
    update inbox_thread set assignee_user_id = ${assigneeUserId}
     where workspace_id = ${workspaceId} and id = ${threadId}`);
};

/**
 * The user behind a workspace member who may be given the thread: active, and seeing its project
 * (owners and admins see every project; a thread without project only they see).
 */
export const findAssignableUser = async (
  db: Executor,
  workspaceId: string,
  projectId: string | null,
  memberId: string,
): Promise<string | undefined> => {
  const result = await db.execute<{ user_id: string }>(sql`
    select wm.user_id from workspace_member wm
     where wm.workspace_id = ${workspaceId} and wm.id = ${memberId} and wm.status = 'active'
       and (wm.role in ('owner', 'admin')
            or (${projectId}::uuid is not null and exists (
              select 1 from project_member pm
               where pm.project_id = ${projectId}::uuid and pm.workspace_member_id = wm.id)))`);
  return result.rows[0]?.user_id;
};
