import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignDelivery } from '../../db/schema/campaigns';
import { emailMessage } from '../../db/schema/outreach';

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

/** A step of a channel the engine does not run: recorded as skipped, with the reason. */
export const insertSkippedStep = async (
  tx: Executor,
  workspaceId: string,
  enrollmentId: string,
  step: { step_id: string; type: string },
  reason: string,
) => {
  await tx
    .insert(campaignDelivery)
    .values({
      workspaceId,
      enrollmentId,
      stepId: step.step_id,
      stepType: step.type,
      status: 'skipped',
      lastError: reason,
    })
    .onConflictDoNothing({ target: [campaignDelivery.enrollmentId, campaignDelivery.stepId] });
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
         and exists (select 1
                       from campaign_enrollment e
                       join campaign c on c.id = e.campaign_id and c.workspace_id = e.workspace_id
                      where e.id = d.enrollment_id and e.workspace_id = d.workspace_id
                        and e.status = 'active' and c.status)
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
 * After the server's 250: sent, and the e-mail joins the candidate's thread. Guarded by the
 * claim (status sending), so a late answer of a send whose claim was taken over marks nothing.
 */
export const markDeliverySent = async (
  tx: Executor,
  delivery: ClaimedDelivery,
  fromEmail: string,
): Promise<boolean> => {
  const marked = await tx
    .update(campaignDelivery)
    .set({ status: 'sent', sentAt: sql`now()`, leaseUntil: null, lastError: null })
    .where(
      and(
        eq(campaignDelivery.workspaceId, delivery.workspaceId),
        eq(campaignDelivery.id, delivery.id),
        eq(campaignDelivery.status, 'sending'),
      ),
    )
    .returning({ id: campaignDelivery.id });
  if (marked.length === 0) return false;
  await tx
    .insert(emailMessage)
    .values({
      workspaceId: delivery.workspaceId,
      candidateId: delivery.candidateId,
      enrollmentId: delivery.enrollmentId,
      deliveryId: delivery.id,
      mailboxId: delivery.mailboxId,
      direction: 'outbound',
      kind: 'sent',
      messageId: delivery.messageId ?? delivery.id,
      inReplyTo: delivery.inReplyTo,
      subject: delivery.subject ?? '',
      fromEmail,
      toEmail: delivery.toEmail ?? '',
      textBody: delivery.textBody ?? '',
      htmlBody: delivery.htmlBody,
    })
    .onConflictDoNothing();
  return true;
};

export const releaseDelivery = async (
  tx: Executor,
  delivery: Pick<ClaimedDelivery, 'id' | 'workspaceId'>,
  patch: { status: 'scheduled' | 'failed' | 'bounced'; scheduledAt?: Date; lastError: string },
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
