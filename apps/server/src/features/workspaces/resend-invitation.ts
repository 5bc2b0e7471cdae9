import { decideInvitationResend } from '@hirelane/domain/workspaces/team-actions';
import { INVITATION_TTL_DAYS, type Invitation } from '@hirelane/domain/workspaces/workspace.schema';
import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import type { AppContext } from '../../app-context';
import { HttpError, notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import {
  findPendingInvitationForUpdate,
  lastSentAt,
  newInvitationToken,
  reissueInvitation,
  toInvitation,
} from './invitation-store';
import { displayName, sendInvitationMail } from './send-invitation-mail';
import { countSeats } from './member-store';
import { assertPlanAllows } from './plan-limit-guard';
import { findWorkspace, lockWorkspacePlan } from './workspace-store';

type Resender = { email: string; firstName: string; lastName: string };

export class ResendRefused extends HttpError {
  constructor(
    statusCode: 403 | 422 | 429,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(statusCode, message);
  }
}

/**
 * Mails a pending (or expired) invitation again with a new token, so the old link stops
 * working, and a new expiry. The row is locked while the limits are checked, so two quick
 * clicks send one mail.
 */
export const resendInvitation = async (
  app: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  tenant: TenantContext,
  resender: Resender,
  invitationId: string,
): Promise<Invitation> => {
  const workspace = await findWorkspace(app.db, tenant.workspaceId);
  if (!workspace) throw notFound('Workspace not found.');
  const { invitation, token, inviter } = await app.db.transaction(async (tx) => {
    // The workspace row before the invitation, in the order every seat addition locks them.
    await lockWorkspacePlan(tx, tenant.workspaceId);
    const found = await findPendingInvitationForUpdate(tx, tenant.workspaceId, invitationId);
    if (!found) throw notFound('Invitation not found or no longer pending.');
    const now = new Date();
    const verdict = decideInvitationResend(
      tenant.role,
      {
        role: found.invitation.role as WorkspaceRole,
        lastSentAt: lastSentAt(found.invitation),
        sendCount: found.invitation.sendCount,
      },
      now,
    );
    if (!verdict.allowed) {
      const status = { 'not-allowed': 403, limit: 422, cooldown: 429 } as const;
      throw new ResendRefused(status[verdict.code], verdict.reason, verdict.retryAfterSeconds);
    }
    // An expired invitation holds no seat: sending it again takes one.
    if (found.invitation.expiresAt.getTime() <= now.getTime())
      await assertPlanAllows(tx, tenant.workspaceId, 'seats', () =>
        countSeats(tx, tenant.workspaceId),
      );
    const fresh = newInvitationToken();
    const row = await reissueInvitation(tx, tenant.workspaceId, invitationId, {
      tokenHash: fresh.tokenHash,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 3600 * 1000),
      sentAt: now,
    });
    return {
      invitation: toInvitation(row, found.inviter),
      token: fresh.token,
      inviter: found.inviter,
    };
  });
  await sendInvitationMail(app, {
    email: invitation.email,
    token,
    // The mail speaks for whoever invited first; the resender only when that account is gone.
    inviterName: displayName(inviter ?? resender),
    workspaceName: workspace.name,
    role: invitation.role,
  });
  return invitation;
};
