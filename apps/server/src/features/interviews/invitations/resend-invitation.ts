import { invitationExpiresAt } from '@hirelane/domain/interviews/invitation-schedule';
import {
  DEFAULT_INVITATION_TEMPLATE,
  INVITATION_CLOSED_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  SKIP_REASON_LABELS,
  type InvitationListItem,
  type InvitationTemplate,
} from '@hirelane/domain/interviews/invitations.schema';
import { renderInvitation } from '@hirelane/domain/interviews/render-invitation';
import type { AppContext } from '../../../app-context';
import { notFound, unprocessable } from '../../../http/http-error';
import type { TenantContext } from '../../../http/request-context';
import { takeCreditsWithin } from '../../billing/take-credits';
import { loadInvitationContext } from './invitation-context';
import { invitationMailer } from './invitation-mailer';
import { invitationSenderBox } from './invitation-sender';
import {
  findInvitation,
  findInvitees,
  listInvitations,
  recordDelivery,
  updateInvitation,
} from './invitation-store';
import { hashInvitationToken, invitationToken } from './invitation-token';
import { invitationValues } from './invitation-values';
import { toInvitationListItem } from './invitation-view';

/**
 * Sends an unused invitation again (issue 18): a new token (the old link dies), a new expiry from
 * now, the reminders counted from zero, the same credit hold — or a new one when the expiry job
 * released it. The e-mail is the default template, after the commit, from the invitation's own
 * mailbox (422 with its problem, and nothing changed, when that mailbox cannot send now) or the
 * product's mail; the answer says whether it went.
 */
export const resendInvitation = async (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  invitationId: string,
  template: InvitationTemplate = DEFAULT_INVITATION_TEMPLATE,
): Promise<InvitationListItem> => {
  const { workspaceId } = tenant;
  const { id, box, mail } = await app.db.transaction(async (tx) => {
    const context = await loadInvitationContext(tx, tenant, projectId, { act: true });
    const invitation = await findInvitation(tx, workspaceId, projectId, invitationId, {
      lock: true,
    });
    if (!invitation) throw notFound(INVITATION_NOT_FOUND_MESSAGE);
    if (invitation.revokedAt || invitation.startedAt || invitation.completedAt)
      throw unprocessable(INVITATION_CLOSED_MESSAGE);
    const [person] = await findInvitees(tx, workspaceId, projectId, [invitation.candidateId], {
      lock: true,
    });
    if (!person) throw notFound(INVITATION_NOT_FOUND_MESSAGE);
    if (!person.email) throw unprocessable(SKIP_REASON_LABELS.no_email);
    if (person.doNotContactAt) throw unprocessable(SKIP_REASON_LABELS.do_not_contact);
    const sender = await invitationSenderBox(tx, workspaceId, invitation.mailboxId);
    if (sender.problem) throw unprocessable(sender.problem);
    const sentAt = new Date();
    const expiresAt = invitationExpiresAt(sentAt, invitation.settings);
    const holdId =
      invitation.creditHoldId ??
      (
        await takeCreditsWithin(tx, 'hold', {
          workspaceId,
          action: 'ai_interview',
          idempotencyKey: `interview-invitation:${invitation.id}:${sentAt.toISOString()}`,
          objectType: 'interview_invitation',
          objectId: invitation.id,
          userId,
        })
      ).entry.id;
    const token = invitationToken(app.config.sessionSecret, { id: invitation.id, sentAt });
    const updated = await updateInvitation(tx, workspaceId, invitation.id, {
      tokenHash: hashInvitationToken(token),
      email: person.email,
      sentAt,
      sentBy: userId,
      expiresAt,
      remindersSent: 0,
      lastReminderAt: null,
      creditHoldId: holdId,
      deliveredAt: null,
      deliveryError: null,
    });
    const values = invitationValues({
      appUrl: app.config.appUrl,
      job: context.job,
      workspaceName: context.workspaceName,
      person,
      token,
      expiresAt,
    });
    return {
      id: updated.id,
      box: sender.box,
      mail: { to: person.email, ...renderInvitation(template, values) },
    };
  });
  const mailer = invitationMailer(app, box);
  try {
    const outcome = await mailer.send(mail);
    await recordDelivery(
      app.db,
      workspaceId,
      id,
      outcome.sent ? { sent: true, at: new Date() } : outcome,
    );
  } finally {
    mailer.close();
  }
  const [row] = await listInvitations(app.db, workspaceId, projectId, id);
  if (!row) throw notFound(INVITATION_NOT_FOUND_MESSAGE);
  return toInvitationListItem(row, new Date());
};
