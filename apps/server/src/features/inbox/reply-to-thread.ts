import { randomUUID } from 'node:crypto';
import type { InboxThreadDetail, ReplyRequest } from '@hirelane/domain/inbox/inbox.schema';
import { fillTemplate, missingVariables } from '@hirelane/domain/campaigns/render-template';
import {
  ICE_BREAKER_VARIABLE,
  PERSONALIZED_OPENER_LABEL,
  PLACEHOLDER_PATTERN,
  type VariableValues,
} from '@hirelane/domain/campaigns/template-variables';
import { REPLY_EMPTY } from '@hirelane/domain/inbox/inbox.schema';
import { inboxReplyEmail, replyReferences } from '@hirelane/domain/inbox/reply-email';
import type { AppContext } from '../../app-context';
import { HttpError, unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { describeSmtpFailure } from '../../integrations/smtp/describe-smtp-failure';
import { mailboxProblem } from '../accounts/account-status-store';
import { getPreviewValues } from '../campaigns/previews/get-preview-values';
import { findMailbox } from '../accounts/mailbox-store';
import { insertOutboundMessage } from '../outreach/delivery-event-store';
import {
  escapeHtml,
  htmlToText,
  linesToHtml,
  missingValuesReason,
} from '../outreach/render-campaign-email';
import { sanitizeRichText } from '../campaigns/sanitize-rich-text';
import { SmtpTransportCache } from '../outreach/smtp-transport-cache';
import { loadThread } from './inbox-access';
import { findReplyTarget, type ReplyTarget } from './reply-target-store';
import { queueLinkedinReply } from './queue-linkedin-reply';
import { queueWhatsappReply } from '../whatsapp/queue-whatsapp-reply';
import { readInboxThread } from './read-inbox-thread';

export const NOTHING_TO_ANSWER = 'This conversation has no message from the person to answer yet.';
export const REPLY_DO_NOT_CONTACT = 'Not sent: this person is marked do-not-contact.';
export const REPLY_MAILBOX_GONE =
  'Not sent: the mailbox that sent this sequence is no longer connected.';

// Every refusal says why, as the recruiter will read it (422 with the reason).
const refused = (message: string) => unprocessable(message);

const usesOpener = (text: string) =>
  [...text.matchAll(PLACEHOLDER_PATTERN)].some((match) => match[1] === ICE_BREAKER_VARIABLE);

/**
 * The body as the campaign editor wrote it, sanitised again (SPEC 5), its placeholders filled as
 * the sequence's e-mails fill them (sender, job, person; values escaped in the HTML) and its
 * plain-text alternative. A placeholder without a value, or the opener (written for campaign
 * steps), refuses the reply; a body with nothing to read is empty.
 */
const renderedBody = async (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
  target: ReplyTarget,
  body: string,
): Promise<{ html: string; text: string }> => {
  const stored = sanitizeRichText(body).trim();
  if (!htmlToText(linesToHtml(stored))) throw refused(REPLY_EMPTY);
  let values: VariableValues = {};
  if (stored.match(PLACEHOLDER_PATTERN)) {
    values = target.campaign_id
      ? (await getPreviewValues(app.db, tenant, userId, target.campaign_id, target.candidate_id))
          .values
      : {};
    const missing = [
      ...missingVariables(stored, values),
      ...(usesOpener(stored) ? [PERSONALIZED_OPENER_LABEL] : []),
    ];
    if (missing.length > 0) throw refused(missingValuesReason(missing));
  }
  const escaped: VariableValues = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      value === null || value === undefined ? value : escapeHtml(value),
    ]),
  );
  const html = linesToHtml(fillTemplate(stored, escaped));
  return { html, text: htmlToText(html) };
};

/**
 * POST /api/inbox/threads/{id}/reply (channel linkedin: queueLinkedinReply): the answer leaves from the mailbox that sent the sequence,
 * under the person's last message (In-Reply-To, References, "Re:"). Only an e-mail the server
 * accepted is recorded (in the thread, on the candidate); a refusal answers 422 with its reason.
 */
export const replyToThread = async (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
  threadId: string,
  input: ReplyRequest,
): Promise<InboxThreadDetail> => {
  if (input.channel === 'linkedin')
    return queueLinkedinReply(app.db, tenant, userId, threadId, input.body);
  if (input.channel === 'whatsapp') {
    await loadThread(app.db, tenant, userId, threadId);
    // WhatsApp is plain text: the editor's formatting is read as the e-mail's text part.
    const text = htmlToText(linesToHtml(sanitizeRichText(input.body).trim())).trim();
    if (!text) throw refused(REPLY_EMPTY);
    await queueWhatsappReply(app, tenant.workspaceId, threadId, text);
    return readInboxThread(app.db, tenant, userId, threadId);
  }
  const { workspaceId } = tenant;
  await loadThread(app.db, tenant, userId, threadId);
  const target = await findReplyTarget(app.db, workspaceId, threadId);
  if (!target) throw refused(NOTHING_TO_ANSWER);
  if (target.do_not_contact) throw refused(REPLY_DO_NOT_CONTACT);
  const box = target.mailbox_id ? await findMailbox(app.db, workspaceId, target.mailbox_id) : null;
  if (!box) throw refused(REPLY_MAILBOX_GONE);
  const problem = mailboxProblem(box);
  // A paused mailbox (bounce rate) stops campaigns, not a person answering one reply.
  if (problem && problem.state !== 'paused')
    throw refused(`Not sent: the mailbox ${box.email} can't send (${problem.reason}).`);

  const body = await renderedBody(app, tenant, userId, target, input.body);
  const email = inboxReplyEmail({
    ...body,
    answeredSubject: target.subject,
    signature: box.signature ?? '',
  });
  const messageId = `<inbox-${randomUUID()}@${box.email.split('@')[1] ?? 'hirelane.local'}>`;
  const references = replyReferences(target.thread_message_ids, target.message_id);
  const transports = new SmtpTransportCache(
    app.config.encryptionKey,
    { maxConnections: 1, timeoutMs: app.config.outreach.smtpTimeoutMs },
    app.config.outbound,
  );
  try {
    const transport = await transports.get(box);
    await transport.sendMail({
      from: box.displayName ? { name: box.displayName, address: box.email } : box.email,
      to: target.from_email,
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId,
      inReplyTo: target.message_id,
      references,
    });
  } catch (error) {
    const failure = describeSmtpFailure(error, {
      host: box.smtpHost ?? '',
      port: box.smtpPort ?? 0,
    });
    throw refused(`Not sent: ${failure.reason}`);
  } finally {
    transports.closeAll();
  }

  try {
    await insertOutboundMessage(app.db, {
      workspaceId,
      candidateId: target.candidate_id,
      enrollmentId: target.enrollment_id,
      mailboxId: box.id,
      messageId,
      inReplyTo: target.message_id,
      subject: email.subject,
      fromEmail: box.email,
      toEmail: target.from_email,
      textBody: email.text,
      htmlBody: email.html,
    });
  } catch (error) {
    // Sent but not kept: say so rather than let the person send it twice.
    console.error(`inbox reply ${messageId} sent but not recorded`, error);
    throw new HttpError(500, 'The reply was sent but could not be saved in the conversation.');
  }
  return readInboxThread(app.db, tenant, userId, threadId);
};
