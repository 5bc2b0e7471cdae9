import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** What a reply from the inbox answers, and how it stays in the same e-mail thread. */
export type ReplyTarget = {
  /** The newest message the person sent (not a bounce). */
  message_id: string;
  subject: string;
  /** Where the answer goes: the address the person wrote from (else their e-mail on file). */
  from_email: string;
  enrollment_id: string | null;
  /** The sequence's campaign: its template values fill the reply's placeholders. */
  campaign_id: string | null;
  /** The mailbox that sent the sequence (else the one the reply was read from). */
  mailbox_id: string | null;
  candidate_id: string;
  do_not_contact: boolean;
  /** Every Message-ID of the thread's e-mails, oldest first. */
  thread_message_ids: string[];
};

export const findReplyTarget = async (
  db: Executor,
  workspaceId: string,
  threadId: string,
): Promise<ReplyTarget | undefined> => {
  const result = await db.execute<ReplyTarget>(sql`
    select m.message_id, m.subject,
           coalesce(nullif(m.from_email, ''), cd.email, '') as from_email, m.enrollment_id, e.campaign_id,
           coalesce(e.mailbox_id, m.mailbox_id) as mailbox_id, t.candidate_id,
           cd.do_not_contact_at is not null as do_not_contact,
           array(select o.message_id from email_message o
                  where o.workspace_id = t.workspace_id and o.thread_id = t.id
                    and o.kind <> 'bounce'
                  order by o.at, o.id) as thread_message_ids
      from inbox_thread t
      join candidate cd on cd.id = t.candidate_id
      join lateral (select * from email_message m
         where m.workspace_id = t.workspace_id and m.thread_id = t.id
           and m.direction = 'inbound' and m.kind <> 'bounce'
         order by m.at desc, m.id desc limit 1) m on true
      left join campaign_enrollment e on e.id = m.enrollment_id
     where t.workspace_id = ${workspaceId} and t.id = ${threadId}`);
  return result.rows[0];
};
