import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { describeSmtpFailure } from '../../integrations/smtp/describe-smtp-failure';
import { mailboxProblem } from '../accounts/account-status-store';
import { findMailbox } from '../accounts/mailbox-store';
import { insertOutboundMessage } from '../outreach/delivery-event-store';
import { SmtpTransportCache } from '../outreach/smtp-transport-cache';
import { findWorkflowRecipient } from './workflow-action-store';

export const NO_CAMPAIGN_MAILBOX =
  'Not sent: no mailbox has written to this candidate in the campaign yet.';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The approved e-mail of a workflow run, from the mailbox that sent the project's campaign to this
 * person (as the inbox's reply does, decision 041), through the outreach SMTP transport, with the
 * mailbox signature, no tracking. Recorded as an outbound message of the enrolment when the server
 * accepts it. Answers null when sent, else the reason it was not.
 */
export const sendWorkflowEmail = async (
  app: Pick<AppContext, 'config'>,
  tx: Executor,
  target: { workspaceId: string; projectId: string; candidateId: string },
  content: { subject: string; body: string },
): Promise<string | null> => {
  const person = await findWorkflowRecipient(
    tx,
    target.workspaceId,
    target.projectId,
    target.candidateId,
  );
  if (!person) return 'Not sent: the candidate no longer exists.';
  if (person.do_not_contact) return 'Not sent: this person is marked do-not-contact.';
  if (!person.email) return 'Not sent: the candidate has no e-mail address.';
  const box = person.mailbox_id
    ? await findMailbox(tx, target.workspaceId, person.mailbox_id)
    : undefined;
  if (!box) return NO_CAMPAIGN_MAILBOX;
  const problem = mailboxProblem(box);
  if (problem && problem.state !== 'paused')
    return `Not sent: the mailbox ${box.email} can't send (${problem.reason}).`;

  const signature = box.signature ? `\n\n${box.signature}` : '';
  const text = `${content.body}${signature}`;
  const html = text
    .split('\n')
    .map((line) => escapeHtml(line))
    .join('<br>');
  const messageId = `<workflow-${randomUUID()}@${box.email.split('@')[1] ?? 'hirelane.local'}>`;
  const transports = new SmtpTransportCache(
    app.config.encryptionKey,
    { maxConnections: 1, timeoutMs: app.config.outreach.smtpTimeoutMs },
    app.config.outbound,
  );
  try {
    const transport = await transports.get(box);
    await transport.sendMail({
      from: box.displayName ? { name: box.displayName, address: box.email } : box.email,
      to: person.email,
      subject: content.subject,
      text,
      html,
      messageId,
    });
  } catch (error) {
    const failure = describeSmtpFailure(error, {
      host: box.smtpHost ?? '',
      port: box.smtpPort ?? 0,
    });
    return `Not sent: ${failure.reason}`;
  } finally {
    transports.closeAll();
  }
  await insertOutboundMessage(tx, {
    workspaceId: target.workspaceId,
    candidateId: target.candidateId,
    enrollmentId: person.enrollment_id,
    mailboxId: box.id,
    messageId,
    inReplyTo: null,
    subject: content.subject,
    fromEmail: box.email,
    toEmail: person.email,
    textBody: text,
    htmlBody: html,
  });
  return null;
};
