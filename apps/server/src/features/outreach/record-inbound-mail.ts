import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaign, campaignDelivery, campaignEnrollment } from '../../db/schema/campaigns';
import { emailMessage } from '../../db/schema/outreach';
import type { InboundMail } from '../../integrations/imap/parse-inbound-mail';
import { checkBounceRate } from './check-bounce-rate';
import { stopEnrollments } from './enrollment-progress-store';
import { markEngaging } from './pipeline-effects';

/** The campaign e-mail an inbound message answers (or reports as bounced), if any. */
const findAnsweredDelivery = async (tx: Executor, workspaceId: string, messageIds: string[]) => {
  if (messageIds.length === 0) return undefined;
  const [row] = await tx
    .select({
      id: campaignDelivery.id,
      enrollmentId: campaignDelivery.enrollmentId,
      mailboxId: campaignDelivery.mailboxId,
      candidateId: campaignEnrollment.candidateId,
      projectId: campaign.projectId,
    })
    .from(campaignDelivery)
    .innerJoin(campaignEnrollment, eq(campaignEnrollment.id, campaignDelivery.enrollmentId))
    .innerJoin(campaign, eq(campaign.id, campaignEnrollment.campaignId))
    .where(
      and(
        eq(campaignDelivery.workspaceId, workspaceId),
        inArray(campaignDelivery.messageId, messageIds),
      ),
    )
    .limit(1);
  return row;
};

/**
 * One message read from a mailbox: matched to the campaign e-mail it answers by In-Reply-To /
 * References (a bounce by the original Message-ID it reports). A reply stops the sequence and
 * marks the candidate engaging; an automatic reply is kept but changes nothing; a bounce stops
 * the candidate. Unmatched mail is not the campaign's and is left alone.
 */
export const recordInboundMail = async (
  tx: Executor,
  workspaceId: string,
  mailboxId: string,
  mail: InboundMail,
): Promise<'reply' | 'auto_reply' | 'bounce' | 'unmatched'> => {
  const { classification } = mail;
  const ids =
    classification.kind === 'bounce'
      ? [classification.originalMessageId].filter((id): id is string => Boolean(id))
      : [mail.inReplyTo, ...mail.references].filter((id): id is string => Boolean(id));
  const answered = await findAnsweredDelivery(tx, workspaceId, ids);
  if (!answered) return 'unmatched';
  const inserted = await tx
    .insert(emailMessage)
    .values({
      workspaceId,
      candidateId: answered.candidateId,
      enrollmentId: answered.enrollmentId,
      deliveryId: answered.id,
      mailboxId,
      direction: 'inbound',
      kind: classification.kind,
      messageId: mail.messageId ?? `<uid-${mailboxId}-${mail.uid}>`,
      inReplyTo: mail.inReplyTo,
      subject: mail.subject,
      fromEmail: mail.from,
      toEmail: mail.to.join(', '),
      textBody: mail.text,
      htmlBody: mail.html,
      at: mail.date ?? new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: emailMessage.id });
  if (inserted.length === 0) return classification.kind;
  if (classification.kind === 'reply') {
    await stopEnrollments(tx, workspaceId, [answered.enrollmentId], 'replied');
    await markEngaging(tx, workspaceId, answered.projectId, answered.candidateId);
  } else if (classification.kind === 'bounce' && classification.permanent) {
    await tx
      .update(campaignDelivery)
      .set({ status: 'bounced', lastError: `Bounced (${classification.status ?? 'no status'})` })
      .where(
        and(eq(campaignDelivery.workspaceId, workspaceId), eq(campaignDelivery.id, answered.id)),
      );
    await stopEnrollments(tx, workspaceId, [answered.enrollmentId], 'bounced');
    if (answered.mailboxId) await checkBounceRate(tx, workspaceId, answered.mailboxId);
  }
  return classification.kind;
};
