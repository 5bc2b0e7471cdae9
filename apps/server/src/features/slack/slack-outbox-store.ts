import type { SlackNotificationKind } from '@hirelane/domain/slack/slack.schema';
import type { SqlClient } from '../../db/transaction';

/*
 * The Slack outbox (decision 050). The facts are read where their features write them (replies,
 * interview verdicts, imports, mailbox and LinkedIn problems) by a catch-up scan over the last
 * day; one row per (workspace, kind, event, destination) is inserted `on conflict do nothing`, so
 * an event is queued once however often the scan runs, and sent once by claiming rows with
 * `for update skip locked` and a lease.
 */

/** How far back the scan looks: a worker down longer than this skips the older facts. */
const SCAN_WINDOW = `interval '1 day'`;
/** A claimed row not finished within this is tried again (its worker died). */
const LEASE = `interval '2 minutes'`;

export type SlackConnectionForScan = {
  id: string;
  workspace_id: string;
  scope: 'workspace' | 'personal';
  user_id: string;
  authed_user_id: string;
  created_at: Date;
  dm_enabled: boolean;
  disabled_kinds: SlackNotificationKind[];
};

/** The valid connections that may receive something, with their workspace's switched-off kinds. */
export const findActiveSlackConnections = async (
  sql: SqlClient,
): Promise<SlackConnectionForScan[]> => {
  const { rows } = await sql.query<SlackConnectionForScan>(
    `select c.id, c.workspace_id, c.scope, c.user_id, c.authed_user_id, c.created_at, c.dm_enabled,
            coalesce(s.disabled_kinds, '{}') as disabled_kinds
       from slack_connection c
       left join slack_notification_setting s on s.workspace_id = c.workspace_id
      where c.status = 'valid'`,
  );
  return rows;
};

/** A fact to notify: where it happened and who should hear of it by direct message. */
export type SlackEvent = {
  workspace_id: string;
  kind: SlackNotificationKind;
  event_id: string;
  at: Date;
  project_id: string | null;
  project_name: string | null;
  candidate_id: string | null;
  candidate_name: string | null;
  /** Users to message directly; null = the project's members. */
  dm_user_ids: string[] | null;
  /** Facts of the kind, read by the message builder. */
  facts: Record<string, string | number | null>;
};

const notQueued = (kind: SlackNotificationKind, workspace: string, eventId: string) =>
  `not exists (select 1 from slack_outbox o
                where o.workspace_id = ${workspace} and o.kind = '${kind}' and o.event_id = ${eventId})`;

/** The facts of the last day, in these workspaces, not queued yet. */
export const findSlackEvents = async (
  sql: SqlClient,
  workspaceIds: string[],
): Promise<SlackEvent[]> => {
  if (workspaceIds.length === 0) return [];
  const replies = sql.query<SlackEvent>(
    `select m.workspace_id, 'reply_received' as kind, m.id::text as event_id, m.at,
            c.project_id, p.name as project_name, m.candidate_id, cand.full_name as candidate_name,
            null::text[] as dm_user_ids, jsonb_build_object('subject', m.subject) as facts
       from email_message m
       join campaign_enrollment e on e.id = m.enrollment_id
       join campaign c on c.id = e.campaign_id
       join project p on p.id = c.project_id
       join candidate cand on cand.id = m.candidate_id
      where m.workspace_id = any($1::uuid[]) and m.direction = 'inbound' and m.kind = 'reply'
        and m.at > now() - ${SCAN_WINDOW}
        and ${notQueued('reply_received', 'm.workspace_id', 'm.id::text')}`,
    [workspaceIds],
  );
  // A WhatsApp or LinkedIn answer is a reply too (it stops the sequence like an e-mail one): its
  // project is the campaign of the person's latest enrolment in the workspace.
  const chatReplies = (table: 'whatsapp_message' | 'linkedin_message', channel: string) =>
    sql.query<SlackEvent>(
      `select m.workspace_id, 'reply_received' as kind, '${channel}:' || m.id as event_id, m.at,
              c.project_id, p.name as project_name, m.candidate_id,
              cand.full_name as candidate_name, null::text[] as dm_user_ids,
              jsonb_build_object('subject', '${channel === 'whatsapp' ? 'On WhatsApp' : 'On LinkedIn'}') as facts
         from ${table} m
         join lateral (select e.campaign_id from campaign_enrollment e
                        where e.workspace_id = m.workspace_id and e.candidate_id = m.candidate_id
                        order by e.enrolled_at desc limit 1) latest on true
         join campaign c on c.id = latest.campaign_id
         join project p on p.id = c.project_id
         join candidate cand on cand.id = m.candidate_id
        where m.workspace_id = any($1::uuid[]) and m.direction = 'inbound'
          and m.at > now() - ${SCAN_WINDOW}
          and ${notQueued('reply_received', 'm.workspace_id', `'${channel}:' || m.id`)}`,
      [workspaceIds],
    );
  const interviews = sql.query<SlackEvent>(
    `select ev.workspace_id, 'interview_completed' as kind, ev.id::text as event_id,
            ev.updated_at as at, i.project_id, p.name as project_name, i.candidate_id,
            cand.full_name as candidate_name, null::text[] as dm_user_ids,
            jsonb_build_object('verdict', ev.verdict, 'score', ev.overall_score) as facts
       from interview_evaluation ev
       join interview_invitation i on i.id = ev.invitation_id
       join project p on p.id = i.project_id
       join candidate cand on cand.id = i.candidate_id
      where ev.workspace_id = any($1::uuid[]) and ev.status = 'scored'
        and ev.updated_at > now() - ${SCAN_WINDOW}
        and ${notQueued('interview_completed', 'ev.workspace_id', 'ev.id::text')}`,
    [workspaceIds],
  );
  const imports = sql.query<SlackEvent>(
    `select j.workspace_id, 'import_finished' as kind, j.id::text as event_id, j.finished_at as at,
            j.project_id, p.name as project_name, null::uuid as candidate_id,
            null::text as candidate_name,
            case when j.created_by_user_id is null then '{}'::text[]
                 else array[j.created_by_user_id] end as dm_user_ids,
            jsonb_build_object('status', j.status, 'created', j.created_count,
                               'updated', j.updated_count + j.merged_count,
                               'rejected', j.rejected_count) as facts
       from import_job j
       join project p on p.id = j.project_id
      where j.workspace_id = any($1::uuid[]) and j.finished_at > now() - ${SCAN_WINDOW}
        and ${notQueued('import_finished', 'j.workspace_id', 'j.id::text')}`,
    [workspaceIds],
  );
  // A mailbox's problem is one event per time it began; the owners and admins hear of it.
  const mailboxes = sql.query<SlackEvent>(
    `select b.workspace_id, 'campaign_error' as kind,
            'mailbox:' || b.id || ':' || floor(extract(epoch from b.problem_at))::bigint as event_id,
            b.problem_at as at, null::uuid as project_id, null::text as project_name,
            null::uuid as candidate_id, null::text as candidate_name,
            array(select wm.user_id from workspace_member wm
                   where wm.workspace_id = b.workspace_id and wm.role in ('owner', 'admin')
                     and wm.status = 'active') as dm_user_ids,
            jsonb_build_object('source', 'mailbox', 'account', b.email,
                               'problem', case when b.status <> 'verified'
                                 then 'disabled: ' || coalesce(b.invalid_reason, 'it can no longer sign in')
                                 else 'paused: ' || coalesce(b.paused_reason, 'too many bounces') end) as facts
       from mailbox b
      where b.workspace_id = any($1::uuid[]) and b.problem_at > now() - ${SCAN_WINDOW}
        and (b.status <> 'verified' or b.paused_reason is not null)
        and ${notQueued('campaign_error', 'b.workspace_id', `'mailbox:' || b.id || ':' || floor(extract(epoch from b.problem_at))::bigint`)}`,
    [workspaceIds],
  );
  const linkedin = sql.query<SlackEvent>(
    `select a.workspace_id, 'campaign_error' as kind,
            'linkedin:' || a.id || ':' || floor(extract(epoch from a.health_reported_at))::bigint as event_id,
            a.health_reported_at as at, null::uuid as project_id, null::text as project_name,
            null::uuid as candidate_id, null::text as candidate_name,
            array[a.user_id] as dm_user_ids,
            jsonb_build_object('source', 'linkedin', 'account', a.full_name,
                               'problem', a.error_message) as facts
       from linkedin_account a
      where a.workspace_id = any($1::uuid[]) and a.error_message is not null
        and a.health_reported_at > now() - ${SCAN_WINDOW}
        and ${notQueued('campaign_error', 'a.workspace_id', `'linkedin:' || a.id || ':' || floor(extract(epoch from a.health_reported_at))::bigint`)}`,
    [workspaceIds],
  );
  const answers = await Promise.all([
    replies,
    chatReplies('whatsapp_message', 'whatsapp'),
    chatReplies('linkedin_message', 'linkedin'),
    interviews,
    imports,
    mailboxes,
    linkedin,
  ]);
  return answers.flatMap((answer) => answer.rows);
};

/** The users who are members of these projects (they hear of their projects' facts). */
export const findProjectMemberUsers = async (
  sql: SqlClient,
  projectIds: string[],
): Promise<{ project_id: string; user_id: string }[]> => {
  if (projectIds.length === 0) return [];
  const { rows } = await sql.query<{ project_id: string; user_id: string }>(
    `select pm.project_id, wm.user_id
       from project_member pm
       join workspace_member wm on wm.id = pm.workspace_member_id and wm.status = 'active'
      where pm.project_id = any($1::uuid[])`,
    [projectIds],
  );
  return rows;
};

export const findProjectChannels = async (
  sql: SqlClient,
  projectIds: string[],
): Promise<{ project_id: string; channel_id: string }[]> => {
  if (projectIds.length === 0) return [];
  const { rows } = await sql.query<{ project_id: string; channel_id: string }>(
    'select project_id, channel_id from slack_project_channel where project_id = any($1::uuid[])',
    [projectIds],
  );
  return rows;
};

export type SlackOutboxInsert = {
  workspaceId: string;
  kind: SlackNotificationKind;
  eventId: string;
  destination: string;
  connectionId: string;
  text: string;
  blocks: unknown[];
  /** `skipped`: the event was seen with nowhere to go (kind off, no channel): never sent later. */
  status?: 'pending' | 'skipped';
};

/** Queues the messages; one already queued for the same key is left alone. Answers how many are new. */
export const queueSlackMessages = async (
  sql: SqlClient,
  rows: SlackOutboxInsert[],
): Promise<number> => {
  if (rows.length === 0) return 0;
  const result = await sql.query(
    `insert into slack_outbox (workspace_id, kind, event_id, destination, connection_id, text, blocks,
                               status)
     select * from jsonb_to_recordset($1::jsonb) as r(
       workspace_id uuid, kind text, event_id text, destination text, connection_id uuid,
       text text, blocks jsonb, status text)
     on conflict (workspace_id, kind, event_id, destination) do nothing`,
    [
      JSON.stringify(
        rows.map((row) => ({
          workspace_id: row.workspaceId,
          kind: row.kind,
          event_id: row.eventId,
          destination: row.destination,
          connection_id: row.connectionId,
          text: row.text,
          blocks: row.blocks,
          status: row.status ?? 'pending',
        })),
      ),
    ],
  );
  return result.rowCount ?? 0;
};

export type ClaimedSlackMessage = {
  id: string;
  workspace_id: string;
  connection_id: string;
  destination: string;
  text: string;
  blocks: unknown[] | null;
  attempts: number;
  bot_token_sealed: string;
  connection_status: 'valid' | 'invalid';
};

/** Takes due messages for one lease: another worker skips them until it ends. */
export const claimDueSlackMessages = async (
  sql: SqlClient,
  limit: number,
): Promise<ClaimedSlackMessage[]> => {
  const { rows } = await sql.query<ClaimedSlackMessage>(
    `with due as (
       select id from slack_outbox
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at
        limit $1
        for update skip locked)
     update slack_outbox o
        set attempts = o.attempts + 1, next_attempt_at = now() + ${LEASE}
       from due, slack_connection c
      where o.id = due.id and c.id = o.connection_id
     returning o.id, o.workspace_id, o.connection_id, o.destination, o.text, o.blocks, o.attempts,
               c.bot_token_sealed, c.status as connection_status`,
    [limit],
  );
  return rows;
};

/** Sent: the text is not kept (it names a candidate). */
export const markSlackMessageSent = async (sql: SqlClient, id: string): Promise<void> => {
  await sql.query(
    `update slack_outbox set status = 'sent', sent_at = now(), text = '', blocks = null,
            last_error = null
      where id = $1`,
    [id],
  );
};

/** Tried again later; a rate limit is Slack's wait, not a failed attempt. */
export const retrySlackMessageLater = async (
  sql: SqlClient,
  id: string,
  afterSeconds: number,
  error: string,
  options: { countsAsAttempt: boolean },
): Promise<void> => {
  await sql.query(
    `update slack_outbox
        set next_attempt_at = now() + make_interval(secs => $2), last_error = $3,
            attempts = attempts - case when $4 then 0 else 1 end
      where id = $1`,
    [id, afterSeconds, error, options.countsAsAttempt],
  );
};

export const markSlackMessageFailed = async (
  sql: SqlClient,
  id: string,
  error: string,
): Promise<void> => {
  await sql.query(
    `update slack_outbox set status = 'failed', text = '', blocks = null, last_error = $2
      where id = $1`,
    [id, error],
  );
};
