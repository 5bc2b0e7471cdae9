import { retryDelayMs } from '@hirelane/domain/outreach/delivery-rules';
import type { AppContext } from '../../app-context';
import { describeSmtpFailure } from '../../integrations/smtp/describe-smtp-failure';
import { mailboxProblem } from '../accounts/account-status-store';
import { markMailboxInvalid, type MailboxRow } from '../accounts/mailbox-store';
import { checkBounceRate } from './check-bounce-rate';
import { releaseDelivery, type ClaimedDelivery } from './delivery-store';
import { holdEnrollment, stopEnrollments, updateEnrollment } from './enrollment-progress-store';
import { senderProblemReason } from './schedule-due-steps';
import type { SentMarker } from './sent-marker';
import type { SmtpTransportCache } from './smtp-transport-cache';
import { deliveryLinks } from './tracking-links';

const AUTH_CODES = new Set([530, 534, 535]);
const RECIPIENT_COMMANDS = new Set(['RCPT TO', 'DATA']);

/** What the sends of one claim share. */
export type SendRound = {
  transports: SmtpTransportCache;
  marker: SentMarker;
  /** The sender mailbox, read once per claim. */
  mailboxOf: (workspaceId: string, mailboxId: string) => Promise<MailboxRow | undefined>;
};

const formatFrom = (box: { email: string; displayName: string | null }) =>
  box.displayName ? { name: box.displayName, address: box.email } : box.email;

/**
 * Phase two for one claimed e-mail: hand it to the mailbox's SMTP server and record the answer.
 * 250 → sent (only then). 5xx on the recipient → bounced, the candidate stops. An account
 * refusal → the mailbox becomes invalid and the e-mail waits. Anything else → retried later.
 */
export const sendClaimedDelivery = async (
  app: AppContext,
  round: SendRound,
  delivery: ClaimedDelivery,
): Promise<'sent' | 'bounced' | 'retry' | 'held'> => {
  const now = new Date();
  const { workspaceId } = delivery;
  const box = delivery.mailboxId
    ? await round.mailboxOf(workspaceId, delivery.mailboxId)
    : undefined;
  const problem = box ? mailboxProblem(box) : { reason: 'removed' };
  if (!box || problem) {
    const reason = senderProblemReason(box?.email ?? 'of this campaign', problem?.reason ?? '');
    await app.db.transaction(async (tx) => {
      await releaseDelivery(tx, delivery, {
        status: 'scheduled',
        scheduledAt: new Date(now.getTime() + 15 * 60_000),
        lastError: reason,
      });
      await holdEnrollment(tx, workspaceId, delivery.enrollmentId, reason, now);
      await updateEnrollment(tx, workspaceId, delivery.enrollmentId, { nextRunAt: null });
    });
    return 'held';
  }

  const unsubscribe = deliveryLinks(
    app.config.appUrl,
    app.config.sessionSecret,
    delivery.id,
  ).unsubscribeUrl;
  try {
    const transport = await round.transports.get(box);
    await transport.sendMail({
      from: formatFrom(box),
      to: delivery.toEmail ?? '',
      subject: delivery.subject ?? '',
      html: delivery.htmlBody ?? '',
      text: delivery.textBody ?? '',
      messageId: delivery.messageId ?? undefined,
      ...(delivery.inReplyTo ? { inReplyTo: delivery.inReplyTo } : {}),
      ...(delivery.references ? { references: delivery.references } : {}),
      // RFC 8058 one-click unsubscribe: the POST goes to the same signed link.
      list: { unsubscribe: { url: unsubscribe, comment: 'Unsubscribe' } },
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  } catch (error) {
    const failure = describeSmtpFailure(error, {
      host: box.smtpHost ?? '',
      port: box.smtpPort ?? 0,
    });
    const code = (error as { code?: string }).code;
    const command = (error as { command?: string }).command ?? '';
    if (
      code === 'EAUTH' ||
      (failure.responseCode !== null && AUTH_CODES.has(failure.responseCode))
    ) {
      await app.db.transaction(async (tx) => {
        await markMailboxInvalid(tx, workspaceId, box.id, failure.reason);
        await releaseDelivery(tx, delivery, {
          status: 'scheduled',
          scheduledAt: new Date(now.getTime() + 15 * 60_000),
          lastError: failure.reason,
        });
      });
      return 'retry';
    }
    if (failure.permanent && RECIPIENT_COMMANDS.has(command.toUpperCase())) {
      await app.db.transaction(async (tx) => {
        await releaseDelivery(tx, delivery, { status: 'bounced', lastError: failure.reason });
        await stopEnrollments(tx, workspaceId, [delivery.enrollmentId], 'bounced');
        await checkBounceRate(tx, workspaceId, box.id);
      });
      return 'bounced';
    }
    const wait = retryDelayMs(delivery.attempts);
    await app.db.transaction(async (tx) => {
      if (wait === null) {
        await releaseDelivery(tx, delivery, { status: 'failed', lastError: failure.reason });
        await holdEnrollment(
          tx,
          workspaceId,
          delivery.enrollmentId,
          `Not sent after ${delivery.attempts} attempts: ${failure.reason}`,
          now,
        );
        await updateEnrollment(tx, workspaceId, delivery.enrollmentId, { nextRunAt: null });
      } else {
        await releaseDelivery(tx, delivery, {
          status: 'scheduled',
          scheduledAt: new Date(now.getTime() + wait),
          lastError: failure.reason,
        });
      }
    });
    return 'retry';
  }

  await round.marker.mark(delivery, box.email);
  return 'sent';
};
