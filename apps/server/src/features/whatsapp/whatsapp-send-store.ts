import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export type ClaimedWhatsapp = {
  id: string;
  workspace_id: string;
  enrollment_id: string | null;
  candidate_id: string;
  account_id: string;
  session: string;
  to_phone: string | null;
  body: string | null;
};

/**
 * Takes due messages for sending (decision 048): at most one per account per round, only from a
 * WORKING account whose gap has passed and whose last 24 hours are under the daily limit. The
 * message and its account are locked with SKIP LOCKED, so two workers never take the same one;
 * the message becomes `sending` and the account's next send moves a gap ahead, in one transaction.
 */
export const claimDueWhatsapp = async (
  tx: Executor,
  now: Date,
  limits: { dailyLimit: number; minGapSeconds: number; leaseSeconds: number },
): Promise<ClaimedWhatsapp[]> => {
  const due = await tx.execute<ClaimedWhatsapp>(sql`
    select m.id, m.workspace_id, m.enrollment_id, m.candidate_id,
           m.account_id, a.session, m.to_phone, m.body
      from whatsapp_message m
      join whatsapp_account a on a.id = m.account_id and a.workspace_id = m.workspace_id
     where m.status = 'scheduled' and m.direction = 'outbound' and m.scheduled_at <= ${now}
       and a.status = 'WORKING' and (a.next_send_at is null or a.next_send_at <= ${now})
       and (select count(*) from whatsapp_message s
             where s.account_id = a.id and s.direction = 'outbound'
               and s.status in ('sending', 'sent', 'delivered', 'read', 'failed')
               and s.at > ${now}::timestamptz - interval '24 hours') < ${limits.dailyLimit}
     order by m.scheduled_at, m.id
     limit 100
     for update of m, a skip locked`);
  // One per account: the next one waits for the gap (FOR UPDATE allows no DISTINCT ON).
  const firstPerAccount = due.rows.filter(
    (row, at, all) => all.findIndex((other) => other.account_id === row.account_id) === at,
  );
  for (const row of firstPerAccount) {
    await tx.execute(sql`
      update whatsapp_message
         set status = 'sending', attempts = attempts + 1, at = ${now},
             lease_until = ${now}::timestamptz + make_interval(secs => ${limits.leaseSeconds})
       where id = ${row.id}`);
    await tx.execute(sql`
      update whatsapp_account
         set next_send_at = ${now}::timestamptz + make_interval(secs => ${limits.minGapSeconds})
       where id = ${row.account_id}`);
  }
  return firstPerAccount;
};

/**
 * A send whose worker died after claiming it: the gateway may or may not have sent it, and WAHA
 * has no idempotency key, so it is failed rather than sent twice (exactly once over at least once).
 */
export const failLostSends = async (
  tx: Executor,
  now: Date,
): Promise<{ workspaceId: string; enrollmentId: string }[]> => {
  const rows = await tx.execute<{ workspace_id: string; enrollment_id: string | null }>(sql`
    update whatsapp_message set status = 'failed', lease_until = null,
           error = 'The send was interrupted; it was not retried so that it cannot arrive twice.'
     where status = 'sending' and lease_until < ${now}
     returning workspace_id, enrollment_id`);
  return rows.rows.flatMap((row) =>
    row.enrollment_id ? [{ workspaceId: row.workspace_id, enrollmentId: row.enrollment_id }] : [],
  );
};

export const markWhatsappSent = async (
  tx: Executor,
  id: string,
  providerMessageId: string,
  at: Date,
): Promise<boolean> => {
  const rows = await tx.execute(sql`
    update whatsapp_message
       set status = 'sent', provider_message_id = ${providerMessageId}, at = ${at},
           lease_until = null
     where id = ${id} and status = 'sending'`);
  return (rows.rowCount ?? 0) > 0;
};

export const markWhatsappFailed = async (tx: Executor, id: string, error: string) => {
  await tx.execute(sql`
    update whatsapp_message set status = 'failed', error = ${error}, lease_until = null
     where id = ${id} and status = 'sending'`);
};

/** Back to the queue after a send that certainly did not reach the gateway. */
export const requeueWhatsapp = async (tx: Executor, id: string, at: Date) => {
  await tx.execute(sql`
    update whatsapp_message set status = 'scheduled', scheduled_at = ${at}, lease_until = null
     where id = ${id} and status = 'sending'`);
};
