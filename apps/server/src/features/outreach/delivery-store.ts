import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignDelivery } from '../../db/schema/campaigns';

export type DeliveryRow = typeof campaignDelivery.$inferSelect;

export type ScheduledEmail = {
  id: string;
  workspaceId: string;
  enrollmentId: string;
  stepId: string;
  mailboxId: string;
  scheduledAt: Date;
  messageId: string;
  toEmail: string;
  subject: string;
  htmlBody: string;
  textBody: string;
  inReplyTo: string | null;
  references: string | null;
};

/** The one delivery row of (enrolment, step); a second attempt to plan it changes nothing. */
export const insertScheduledEmail = async (tx: Executor, email: ScheduledEmail) => {
  const [row] = await tx
    .insert(campaignDelivery)
    .values({ ...email, stepType: 'auto_email', status: 'scheduled' })
    .onConflictDoNothing({ target: [campaignDelivery.enrollmentId, campaignDelivery.stepId] })
    .returning({ id: campaignDelivery.id });
  return row?.id ?? null;
};

export type ClaimedDelivery = DeliveryRow & { candidateId: string; campaignId: string };

/**
 * Claims due e-mails for this worker: scheduled ones whose time has come, and ones whose claim
 * expired (their worker died mid-send), of active enrolments in running campaigns. SKIP LOCKED
 * keeps workers apart; the lease marks them taken until it runs out.
 */
export const claimDueDeliveries = async (
  tx: Executor,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedDelivery[]> => {
  const result = await tx.execute(sql`
    with due as (
      select d.id
        from campaign_delivery d
       where d.status in ('scheduled', 'sending')
         and ((d.status = 'scheduled' and d.scheduled_at <= now())
              or (d.status = 'sending' and d.lease_until < now()))
         -- A scalar subquery, not EXISTS: it stays a per-row check on primary keys while the
         -- scan walks the due index in send order and stops at the limit. As a semi-join the
         -- planner may hash every active enrolment first, which costs O(due) on each claim.
         and coalesce((select e.status = 'active' and c.status
                         from campaign_enrollment e
                         join campaign c on c.id = e.campaign_id and c.workspace_id = e.workspace_id
                        where e.id = d.enrollment_id and e.workspace_id = d.workspace_id), false)
       order by d.scheduled_at
       limit ${limit}
         for update of d skip locked)
    update campaign_delivery d
       set status = 'sending',
           lease_until = now() + make_interval(secs => ${leaseSeconds}),
           attempts = d.attempts + 1
      from due, campaign_enrollment e
     where d.id = due.id and e.id = d.enrollment_id
    returning d.id, d.workspace_id, d.enrollment_id, d.step_id, d.mailbox_id, d.message_id,
              d.to_email, d.subject, d.html_body, d.text_body, d.in_reply_to, d."references",
              d.attempts, d.scheduled_at, e.candidate_id, e.campaign_id`);
  return result.rows.map((row) => ({
    id: row.id as string,
    workspaceId: row.workspace_id as string,
    enrollmentId: row.enrollment_id as string,
    stepId: row.step_id as string,
    status: 'sending',
    scheduledAt: row.scheduled_at ? new Date(row.scheduled_at as string) : null,
    sentAt: null,
    createdAt: new Date(),
    stepType: 'auto_email',
    mailboxId: row.mailbox_id as string | null,
    messageId: row.message_id as string | null,
    toEmail: row.to_email as string | null,
    subject: row.subject as string | null,
    htmlBody: row.html_body as string | null,
    textBody: row.text_body as string | null,
    inReplyTo: row.in_reply_to as string | null,
    references: row.references as string | null,
    attempts: Number(row.attempts),
    leaseUntil: null,
    lastError: null,
    openedAt: null,
    clickedAt: null,
    candidateId: row.candidate_id as string,
    campaignId: row.campaign_id as string,
  }));
};

/**
 * After the servers' 250s: sent, the next step of each enrolment is due now (a delay step after
 * it makes it wait), and the e-mails join their candidates' threads — one statement for a group.
 * Guarded by the claim (status sending), so a late answer of a send whose claim was taken over
 * marks nothing. Answers the ids it marked.
 */
export const markDeliveriesSent = async (
  db: Executor,
  sent: { delivery: ClaimedDelivery; fromEmail: string }[],
): Promise<Set<string>> => {
  const rows = sent.map(({ delivery, fromEmail }) => ({
    id: delivery.id,
    workspace_id: delivery.workspaceId,
    candidate_id: delivery.candidateId,
    from_email: fromEmail,
  }));
  const result = await db.execute(sql`
    with v as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
        id uuid, workspace_id uuid, candidate_id uuid, from_email text)),
    marked as (
      update campaign_delivery d
         set status = 'sent', sent_at = now(), lease_until = null, last_error = null
        from v
       where d.workspace_id = v.workspace_id and d.id = v.id and d.status = 'sending'
      returning d.id, d.workspace_id, d.enrollment_id, d.mailbox_id, d.message_id, d.in_reply_to,
                d.subject, d.to_email, d.text_body, d.html_body, v.candidate_id, v.from_email),
    threads as (
      insert into email_message
        (workspace_id, candidate_id, enrollment_id, delivery_id, mailbox_id, direction, kind,
         message_id, in_reply_to, subject, from_email, to_email, text_body, html_body)
      select m.workspace_id, m.candidate_id, m.enrollment_id, m.id, m.mailbox_id, 'outbound',
             'sent', coalesce(m.message_id, m.id::text), m.in_reply_to, coalesce(m.subject, ''),
             m.from_email, coalesce(m.to_email, ''), coalesce(m.text_body, ''), m.html_body
        from marked m
      on conflict do nothing),
    next_steps as (
      update campaign_enrollment e
         set next_run_at = now(), held_reason = null
        from marked m
       where e.workspace_id = m.workspace_id and e.id = m.enrollment_id and e.status = 'active')
    select id from marked`);
  return new Set(result.rows.map((row) => row.id as string));
};

export const releaseDelivery = async (
  tx: Executor,
  delivery: Pick<ClaimedDelivery, 'id' | 'workspaceId'>,
  patch: {
    status: 'scheduled' | 'failed' | 'bounced' | 'canceled';
    scheduledAt?: Date;
    lastError: string;
    attempts?: number;
  },
): Promise<void> => {
  await tx
    .update(campaignDelivery)
    .set({ ...patch, leaseUntil: null })
    .where(
      and(
        eq(campaignDelivery.workspaceId, delivery.workspaceId),
        eq(campaignDelivery.id, delivery.id),
        eq(campaignDelivery.status, 'sending'),
      ),
    );
};

/** Claimed e-mails that were never handed to a server go back to the queue at once. */
export const unclaimDeliveries = async (
  db: Executor,
  deliveries: Pick<ClaimedDelivery, 'id' | 'workspaceId'>[],
): Promise<void> => {
  if (deliveries.length === 0) return;
  const rows = deliveries.map(({ id, workspaceId }) => ({ id, workspace_id: workspaceId }));
  await db.execute(sql`
    update campaign_delivery d
       set status = 'scheduled', lease_until = null, attempts = greatest(d.attempts - 1, 0)
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, workspace_id uuid)
     where d.workspace_id = v.workspace_id and d.id = v.id and d.status = 'sending'`);
};
