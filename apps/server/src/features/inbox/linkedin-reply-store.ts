import { sql } from 'drizzle-orm';
import type { QueuedLinkedinReply } from '@hirelane/domain/inbox/inbox.schema';
import type { Executor } from '../../db/client';
import { linkedinAction } from '../../db/schema/linkedin';

/** What a LinkedIn reply from the inbox answers: the person's newest LinkedIn message. */
export type LinkedinReplyTarget = {
  candidate_id: string;
  profile_url: string | null;
  do_not_contact: boolean;
  /** The account the person wrote to (null: it was removed). */
  account_id: string | null;
  account_user_id: string | null;
  account_name: string | null;
  error_message: string | null;
  automation_enabled: boolean | null;
};

export const findLinkedinReplyTarget = async (
  db: Executor,
  workspaceId: string,
  threadId: string,
): Promise<LinkedinReplyTarget | undefined> => {
  const result = await db.execute<LinkedinReplyTarget>(sql`
    select t.candidate_id, nullif(cd.linkedin_url, '') as profile_url,
           cd.do_not_contact_at is not null as do_not_contact,
           a.id as account_id, a.user_id as account_user_id, a.full_name as account_name,
           a.error_message, a.automation_enabled
      from inbox_thread t
      join candidate cd on cd.id = t.candidate_id
      join lateral (select l.account_id from linkedin_message l
         where l.workspace_id = t.workspace_id and l.thread_id = t.id and l.direction = 'inbound'
         order by l.at desc, l.id desc limit 1) m on true
      left join linkedin_account a on a.id = m.account_id and a.workspace_id = t.workspace_id
     where t.workspace_id = ${workspaceId} and t.id = ${threadId}`);
  return result.rows[0];
};

/** A reply for the account's extension to send now: a message action outside any sequence. */
export const insertLinkedinReply = async (
  db: Executor,
  reply: {
    workspaceId: string;
    threadId: string;
    accountId: string;
    candidateId: string;
    profileUrl: string;
    text: string;
    now: Date;
  },
): Promise<void> => {
  await db.insert(linkedinAction).values({
    workspaceId: reply.workspaceId,
    threadId: reply.threadId,
    stepType: 'auto_linkedin_message_send',
    accountId: reply.accountId,
    candidateId: reply.candidateId,
    profileUrl: reply.profileUrl,
    text: reply.text,
    scheduledAt: reply.now,
  });
};

/** The thread's inbox replies not sent yet, and the ones that failed, oldest first. */
export const listQueuedLinkedinReplies = async (
  db: Executor,
  workspaceId: string,
  threadId: string,
): Promise<QueuedLinkedinReply[]> => {
  const result = await db.execute<{
    id: string;
    text: string | null;
    created_at: Date;
    status: string;
    detail: string | null;
  }>(sql`
    select a.id, a.text, a.created_at, a.status, a.detail from linkedin_action a
     where a.workspace_id = ${workspaceId} and a.thread_id = ${threadId}
       and a.status in ('scheduled', 'claimed', 'failed')
     order by a.created_at, a.id`);
  return result.rows.map((row) => ({
    id: row.id,
    text: row.text ?? '',
    at: new Date(row.created_at).toISOString(),
    status: row.status === 'failed' ? 'failed' : 'queued',
    detail: row.status === 'failed' ? row.detail : null,
  }));
};
