import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { CloudTemplateMessage } from '../../integrations/whatsapp/cloud-api-client';

export type ClaimedCloudWhatsapp = {
  id: string;
  workspace_id: string;
  enrollment_id: string | null;
  business_account_id: string;
  to_phone: string | null;
  body: string | null;
  template_payload: CloudTemplateMessage | null;
};

/**
 * Takes due messages of WORKING business accounts for sending (decision 048), like the gateway's
 * claim: SKIP LOCKED so two workers never take the same one, and `sending` with a lease in the
 * same transaction. Meta paces by its own messaging tiers, so no gap is kept here.
 */
export const claimDueCloudWhatsapp = async (
  tx: Executor,
  now: Date,
  leaseSeconds: number,
): Promise<ClaimedCloudWhatsapp[]> => {
  const due = await tx.execute<ClaimedCloudWhatsapp>(sql`
    select m.id, m.workspace_id, m.enrollment_id, m.business_account_id, m.to_phone, m.body,
           m.template_payload
      from whatsapp_message m
      join whatsapp_business_account a
        on a.id = m.business_account_id and a.workspace_id = m.workspace_id
     where m.status = 'scheduled' and m.direction = 'outbound' and m.scheduled_at <= ${now}
       and a.status = 'WORKING'
     order by m.scheduled_at, m.id
     limit 50
     for update of m skip locked`);
  for (const row of due.rows)
    await tx.execute(sql`
      update whatsapp_message
         set status = 'sending', attempts = attempts + 1, at = ${now},
             lease_until = ${now}::timestamptz + make_interval(secs => ${leaseSeconds})
       where id = ${row.id}`);
  return due.rows;
};
