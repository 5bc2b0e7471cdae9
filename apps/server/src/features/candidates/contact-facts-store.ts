import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export type ContactHistory = { replied: boolean; unsubscribed: boolean; bounced: boolean };

/**
 * What the person's sequences and messages say about contacting them: a reply on any channel
 * (a sequence stopped as replied, or an inbound reply recorded), an unsubscribe, a bounce.
 */
export const findContactHistory = async (
  db: Executor,
  workspaceId: string,
  candidateId: string,
): Promise<ContactHistory> => {
  const result = await db.execute<ContactHistory>(sql`
    select
      exists (select 1 from campaign_enrollment e
               where e.workspace_id = ${workspaceId} and e.candidate_id = ${candidateId}
                 and e.stop_reason = 'replied')
      or exists (select 1 from email_message m
                  where m.workspace_id = ${workspaceId} and m.candidate_id = ${candidateId}
                    and m.direction = 'inbound' and m.kind = 'reply') as replied,
      exists (select 1 from campaign_enrollment e
               where e.workspace_id = ${workspaceId} and e.candidate_id = ${candidateId}
                 and e.stop_reason = 'unsubscribed') as unsubscribed,
      exists (select 1 from campaign_enrollment e
               where e.workspace_id = ${workspaceId} and e.candidate_id = ${candidateId}
                 and e.stop_reason = 'bounced') as bounced`);
  const row = result.rows[0];
  return {
    replied: row?.replied === true,
    unsubscribed: row?.unsubscribed === true,
    bounced: row?.bounced === true,
  };
};
