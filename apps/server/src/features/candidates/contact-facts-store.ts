import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export type ContactHistory = {
  replied: boolean;
  unsubscribed: boolean;
  bounced: boolean;
  lastWhatsappInboundAt: Date | null;
};

/**
 * What the person's sequences and messages say about contacting them: a reply on any channel
 * (a sequence stopped as replied, or an inbound reply recorded), an unsubscribe, a bounce, and
 * the person's last WhatsApp message (the 24-hour window).
 */
export const findContactHistory = async (
  db: Executor,
  workspaceId: string,
  candidateId: string,
): Promise<ContactHistory> => {
  const result = await db.execute<
    Omit<ContactHistory, 'lastWhatsappInboundAt'> & {
      last_whatsapp_inbound_at: string | Date | null;
    }
  >(sql`
    select
      exists (select 1 from campaign_enrollment e
               where e.workspace_id = ${workspaceId} and e.candidate_id = ${candidateId}
                 and e.stop_reason = 'replied')
      or exists (select 1 from email_message m
                  where m.workspace_id = ${workspaceId} and m.candidate_id = ${candidateId}
                    and m.direction = 'inbound' and m.kind = 'reply')
      or exists (select 1 from whatsapp_message w
                  where w.workspace_id = ${workspaceId} and w.candidate_id = ${candidateId}
                    and w.direction = 'inbound') as replied,
      exists (select 1 from campaign_enrollment e
               where e.workspace_id = ${workspaceId} and e.candidate_id = ${candidateId}
                 and e.stop_reason = 'unsubscribed') as unsubscribed,
      exists (select 1 from campaign_enrollment e
               where e.workspace_id = ${workspaceId} and e.candidate_id = ${candidateId}
                 and e.stop_reason = 'bounced') as bounced,
      (select max(w.at) from whatsapp_message w
        where w.workspace_id = ${workspaceId} and w.candidate_id = ${candidateId}
          and w.direction = 'inbound') as last_whatsapp_inbound_at`);
  const row = result.rows[0];
  return {
    replied: row?.replied === true,
    unsubscribed: row?.unsubscribed === true,
    bounced: row?.bounced === true,
    lastWhatsappInboundAt: row?.last_whatsapp_inbound_at
      ? new Date(row.last_whatsapp_inbound_at)
      : null,
  };
};
