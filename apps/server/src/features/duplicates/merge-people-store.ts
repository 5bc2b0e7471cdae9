import { PIPELINE_STAGES } from '@hirelane/domain/pipeline/stages';
import type { SqlClient } from '../../db/transaction';

/**
 * Moves everything of the secondary person to the primary, table by table, inside the caller's
 * transaction (decision 043). Every table with a candidate_id column is named here; the merge
 * integration test compares this list with the schema, so a new table cannot be forgotten.
 */
export const MERGED_CANDIDATE_TABLES = [
  'project_candidate',
  'campaign_enrollment',
  'inbox_thread',
  'interview_invitation',
  'sourcing_run_candidate',
  'email_message',
  'candidate_note',
  'do_not_contact_change',
  'import_file',
  'linkedin_action',
  'linkedin_message',
  'ai_call',
  'whatsapp_message',
  'workflow_run',
  'scheduling_link',
  'interview_booking',
  // The search index and its queue: written by the triggers on candidate only (decision 027);
  // deleting the secondary drops its rows, updating the primary re-indexes it.
  'candidate_search',
  'candidate_search_pending',
] as const;

/** The pipeline's column order: a later column is the more advanced stage (rejected last). */
const stageRank = (column: string) =>
  `array_position(array[${PIPELINE_STAGES.map((s) => `'${s}'`).join(',')}]::text[], ${column})`;

type Ids = { workspaceId: string; primaryId: string; secondaryId: string };

/**
 * Both in one project: one link stays (the more advanced stage; on a tie the primary's), with the
 * earliest added_at, both links' custom values (the kept link's win) and both stage histories.
 */
const combineProjectLinks = async (sql: SqlClient, ids: Ids): Promise<number> => {
  const pairs = await sql.query<{ keep: string; drop: string }>(
    `select case when ${stageRank('s.stage')} > ${stageRank('p.stage')} then s.id else p.id end
              as keep,
            case when ${stageRank('s.stage')} > ${stageRank('p.stage')} then p.id else s.id end
              as drop
       from project_candidate p
       join project_candidate s on s.project_id = p.project_id and s.candidate_id = $2
      where p.candidate_id = $1
      order by p.id`,
    [ids.primaryId, ids.secondaryId],
  );
  for (const { keep, drop } of pairs.rows) {
    await sql.query(
      'update stage_history set project_candidate_id = $1 where project_candidate_id = $2',
      [keep, drop],
    );
    await sql.query(
      `update project_candidate k
          set added_at = least(k.added_at, d.added_at),
              custom_values = d.custom_values || k.custom_values
         from project_candidate d where k.id = $1 and d.id = $2`,
      [keep, drop],
    );
    await sql.query('delete from project_candidate where id = $1', [drop]);
  }
  return pairs.rowCount ?? 0;
};

/**
 * Both enrolled in one campaign (one enrolment per campaign): the primary's enrolment stays; the
 * secondary's deliveries not also sent to the primary move to it, the rest (and their tracking
 * events) go with the secondary's enrolment. Messages keep their thread and point at the primary.
 */
const combineEnrolments = async (sql: SqlClient, ids: Ids): Promise<void> => {
  await sql.query(
    `update campaign_delivery d set enrollment_id = p.id
       from campaign_enrollment s
       join campaign_enrollment p on p.campaign_id = s.campaign_id and p.candidate_id = $1
      where s.candidate_id = $2 and d.enrollment_id = s.id
        and not exists (select 1 from campaign_delivery x
                         where x.enrollment_id = p.id and x.step_id = d.step_id)`,
    [ids.primaryId, ids.secondaryId],
  );
  await sql.query(
    `update linkedin_action a set enrollment_id = p.id
       from campaign_enrollment s
       join campaign_enrollment p on p.campaign_id = s.campaign_id and p.candidate_id = $1
      where s.candidate_id = $2 and a.enrollment_id = s.id
        and not exists (select 1 from linkedin_action x
                         where x.enrollment_id = p.id and x.step_id = a.step_id)`,
    [ids.primaryId, ids.secondaryId],
  );
  await sql.query(
    `update ai_call a set enrollment_id = p.id
       from campaign_enrollment s
       join campaign_enrollment p on p.campaign_id = s.campaign_id and p.candidate_id = $1
      where s.candidate_id = $2 and a.enrollment_id = s.id
        and not exists (select 1 from ai_call x
                         where x.enrollment_id = p.id and x.step_id = a.step_id
                           and x.attempt = a.attempt)`,
    [ids.primaryId, ids.secondaryId],
  );
  await sql.query(
    `update whatsapp_message a set enrollment_id = p.id
       from campaign_enrollment s
       join campaign_enrollment p on p.campaign_id = s.campaign_id and p.candidate_id = $1
      where s.candidate_id = $2 and a.enrollment_id = s.id
        and not exists (select 1 from whatsapp_message x
                         where x.enrollment_id = p.id and x.step_id = a.step_id)`,
    [ids.primaryId, ids.secondaryId],
  );
  await sql.query(
    `update email_message m set enrollment_id = p.id
       from campaign_enrollment s
       join campaign_enrollment p on p.campaign_id = s.campaign_id and p.candidate_id = $1
      where s.candidate_id = $2 and m.enrollment_id = s.id`,
    [ids.primaryId, ids.secondaryId],
  );
  await sql.query(
    `delete from campaign_enrollment s using campaign_enrollment p
      where s.candidate_id = $2 and p.candidate_id = $1 and p.campaign_id = s.campaign_id`,
    [ids.primaryId, ids.secondaryId],
  );
};

/**
 * One thread per person and project: the secondary's messages join the primary's thread of the
 * same project, whose summary takes both (latest times, inbound counts added, needs-reply when
 * either needed one); the secondary's thread and its read marks go.
 */
const combineThreads = async (sql: SqlClient, ids: Ids): Promise<void> => {
  const params = [ids.workspaceId, ids.primaryId, ids.secondaryId];
  const both = `from inbox_thread s join inbox_thread p
      on p.workspace_id = s.workspace_id and p.candidate_id = $2
     and p.project_id is not distinct from s.project_id
   where s.workspace_id = $1 and s.candidate_id = $3`;
  for (const table of ['email_message', 'linkedin_message', 'whatsapp_message'])
    await sql.query(
      `update ${table} m set thread_id = p.id ${both.replace('where', 'where m.thread_id = s.id and')}`,
      params,
    );
  await sql.query(
    `update inbox_thread t set
        channels = array(select distinct unnest(p.channels || s.channels) order by 1),
        last_message_at = greatest(p.last_message_at, s.last_message_at),
        last_inbound_at = greatest(p.last_inbound_at, s.last_inbound_at),
        inbound_count = p.inbound_count + s.inbound_count,
        needs_reply = p.needs_reply or s.needs_reply,
        assignee_user_id = coalesce(p.assignee_user_id, s.assignee_user_id)
      ${both} and t.id = p.id`,
    params,
  );
  await sql.query(
    `delete from inbox_thread t using inbox_thread s, inbox_thread p
     where t.id = s.id and s.workspace_id = $1 and s.candidate_id = $3
       and p.workspace_id = s.workspace_id and p.candidate_id = $2
       and p.project_id is not distinct from s.project_id`,
    params,
  );
};

export type MergeCounts = { movedLinks: number; combinedLinks: number };

/** Re-points every row of the secondary to the primary; the caller deletes the secondary after. */
export const movePersonRows = async (sql: SqlClient, ids: Ids): Promise<MergeCounts> => {
  const p = [ids.primaryId, ids.secondaryId];
  const combinedLinks = await combineProjectLinks(sql, ids);
  const moved = await sql.query(
    'update project_candidate set candidate_id = $1 where candidate_id = $2',
    p,
  );
  await combineEnrolments(sql, ids);
  await sql.query('update campaign_enrollment set candidate_id = $1 where candidate_id = $2', p);
  await combineThreads(sql, ids);
  await sql.query('update inbox_thread set candidate_id = $1 where candidate_id = $2', p);
  // One live invitation per person and project: the secondary's is revoked when both have one.
  await sql.query(
    `update interview_invitation s set revoked_at = now()
       from interview_invitation p
      where s.candidate_id = $2 and s.revoked_at is null and p.candidate_id = $1
        and p.revoked_at is null and p.project_id = s.project_id`,
    p,
  );
  await sql.query('update interview_invitation set candidate_id = $1 where candidate_id = $2', p);
  await sql.query(
    `delete from sourcing_run_candidate s using sourcing_run_candidate k
      where s.candidate_id = $2 and k.candidate_id = $1 and k.run_id = s.run_id`,
    p,
  );
  // The same LinkedIn message recorded for both people is kept once.
  await sql.query(
    `delete from linkedin_message s using linkedin_message k
      where s.candidate_id = $2 and k.candidate_id = $1 and k.workspace_id = s.workspace_id
        and k.direction = s.direction and k.at = s.at and md5(k.text_body) = md5(s.text_body)`,
    p,
  );
  for (const table of [
    'sourcing_run_candidate',
    'email_message',
    'linkedin_action',
    'linkedin_message',
    'ai_call',
    'whatsapp_message',
    'candidate_note',
    'do_not_contact_change',
    'import_file',
    'workflow_run',
    'scheduling_link',
    'interview_booking',
  ])
    await sql.query(`update ${table} set candidate_id = $1 where candidate_id = $2`, p);
  // Paid reveals of the secondary now describe the primary.
  await sql.query(
    `update credit_ledger set object_id = $1::text
      where workspace_id = $3 and object_type = 'candidate' and object_id = $2::text`,
    [...p, ids.workspaceId],
  );
  return { movedLinks: moved.rowCount ?? 0, combinedLinks };
};
