import type { TestApp } from '../../../test/test-app';

/**
 * A booked interview of a person (a calendar of the workspace's first member, a scheduling link
 * and its booking), for the worlds that need a row in every table naming a candidate.
 */
export const insertBookedInterview = async (
  t: TestApp,
  workspaceId: string,
  projectId: string,
  candidateId: string,
  address: string,
): Promise<void> => {
  await t.pool.query(
    `with account as (
       insert into calendar_account (workspace_id, user_id, provider, address, server_url, username,
         secret, event_calendar_url, calendars)
       select $1, m.user_id, 'caldav', $4, 'https://caldav.example.com/', $4, 'sealed',
              'https://caldav.example.com/work/', '[]'
         from workspace_member m where m.workspace_id = $1 order by m.created_at limit 1
       on conflict (workspace_id, user_id, address) do update set status = 'verified'
       returning id),
     link as (
       insert into scheduling_link (workspace_id, project_id, candidate_id, token_hash, title,
         calendar_account_ids, rules, status)
       select $1, $2, $3, md5(random()::text), 'Interview', array[account.id], '{}', 'booked'
         from account returning id, calendar_account_ids)
     insert into interview_booking (workspace_id, link_id, candidate_id, starts_at, ends_at,
       calendar_account_ids, event_uid)
     select $1, link.id, $3, now(), now() + interval '30 minutes', link.calendar_account_ids,
            gen_random_uuid()::text
       from link`,
    [workspaceId, projectId, candidateId, address],
  );
};
