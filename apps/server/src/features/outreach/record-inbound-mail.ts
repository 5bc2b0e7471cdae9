import { classifyReply } from '@hirelane/domain/inbox/classify-reply';
import type { Executor } from '../../db/client';
import type { InboundMail } from '../../integrations/imap/parse-inbound-mail';
import { markEngaging } from '../pipeline/campaign-pipeline-store';
import { recordLabelEvents } from '../workflow-events/workflow-trigger-store';
import { checkBounceRate } from './check-bounce-rate';
import {
  findAnsweredDelivery,
  insertInboundMessage,
  markDeliveryBounced,
} from './delivery-event-store';
import { stopEnrollments } from './enrollment-progress-store';

const inboxLabel = (kind: string, subject: string, text: string) => {
  if (kind === 'bounce') return {};
  const label = classifyReply({ kind, subject, text });
  return label ? { label, labelBy: 'rules' } : {};
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
  const inserted = await insertInboundMessage(tx, {
    workspaceId,
    candidateId: answered.candidateId,
    enrollmentId: answered.enrollmentId,
    deliveryId: answered.id,
    mailboxId,
    kind: classification.kind,
    messageId: mail.messageId ?? `<uid-${mailboxId}-${mail.uid}>`,
    inReplyTo: mail.inReplyTo,
    subject: mail.subject,
    fromEmail: mail.from,
    toEmail: mail.to.join(', '),
    textBody: mail.text,
    htmlBody: mail.html,
    at: mail.date ?? new Date(),
    // The team inbox's first label, by the rules (decision 041); a person may correct it there.
    ...inboxLabel(classification.kind, mail.subject, mail.text),
  });
  if (!inserted) return classification.kind;
  // Its label fires the project's reply workflows in this transaction (decision 042).
  await recordLabelEvents(tx, workspaceId, [inserted]);
  if (classification.kind === 'reply') {
    await stopEnrollments(tx, workspaceId, [answered.enrollmentId], 'replied');
    await markEngaging(tx, workspaceId, answered.projectId, answered.candidateId);
  } else if (classification.kind === 'bounce' && classification.permanent) {
    const reason = `Bounced (${classification.status ?? 'no status'})`;
    await markDeliveryBounced(tx, workspaceId, answered.id, reason);
    await stopEnrollments(tx, workspaceId, [answered.enrollmentId], 'bounced');
    if (answered.mailboxId) await checkBounceRate(tx, workspaceId, answered.mailboxId);
  }
  return classification.kind;
};
