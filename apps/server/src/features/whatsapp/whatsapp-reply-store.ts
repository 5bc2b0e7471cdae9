import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { whatsappMessage } from '../../db/schema/whatsapp';

export type WhatsappReplyTarget = {
  candidate_id: string;
  /** The number they wrote from. */
  from_phone: string | null;
  account_id: string | null;
  account_status: string | null;
  business_account_id: string | null;
  business_status: string | null;
};

/** The person's newest WhatsApp message in this thread, and the account it reached. */
export const findWhatsappReplyTarget = async (
  db: Executor,
  workspaceId: string,
  threadId: string,
): Promise<WhatsappReplyTarget | undefined> => {
  const result = await db.execute<WhatsappReplyTarget>(sql`
    select w.candidate_id, w.from_phone, w.account_id, a.status as account_status,
           w.business_account_id, b.status as business_status
      from whatsapp_message w
      left join whatsapp_account a on a.id = w.account_id
      left join whatsapp_business_account b on b.id = w.business_account_id
     where w.workspace_id = ${workspaceId} and w.thread_id = ${threadId}
       and w.direction = 'inbound'
     order by w.at desc, w.id desc
     limit 1`);
  return result.rows[0];
};

/** The answer, due now: the WhatsApp sender job sends it through the account given. */
export const insertWhatsappReply = async (
  db: Executor,
  reply: Pick<
    typeof whatsappMessage.$inferInsert,
    'workspaceId' | 'candidateId' | 'accountId' | 'businessAccountId' | 'toPhone' | 'body'
  >,
  now: Date,
): Promise<void> => {
  await db.insert(whatsappMessage).values({
    ...reply,
    direction: 'outbound',
    status: 'scheduled',
    scheduledAt: now,
  });
};
