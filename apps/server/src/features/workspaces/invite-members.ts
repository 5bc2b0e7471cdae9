import { canInviteWithRole } from '@hirelane/domain/workspaces/member-rules';
import { INVITATION_TTL_DAYS, type Invitation } from '@hirelane/domain/workspaces/workspace.schema';
import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import type { AppContext } from '../../app-context';
import { HttpError, forbidden } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { newInvitationToken, toInvitation, upsertPendingInvitation } from './invitation-store';
import { countSeats, listLiveInvitationEmails, listMembersByEmail } from './member-store';
import { assertPlanAllows } from './plan-limit-guard';
import { displayName, sendInvitationMail } from './send-invitation-mail';
import { findWorkspace } from './workspace-store';

type Inviter = { id: string; email: string; firstName: string; lastName: string; photo: string };

/**
 * Invites each address: rows are written in one transaction, then the mails
 * go out. Addresses that already belong to active members are refused as a
 * whole, with the addresses named; so are invitations the plan has no seats for.
 */
export const inviteMembers = async (
  app: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  tenant: TenantContext,
  inviter: Inviter,
  input: { emails: string[]; role: WorkspaceRole },
): Promise<Invitation[]> => {
  if (!canInviteWithRole(tenant.role, input.role))
    throw forbidden('Only an owner can invite an owner.');
  const emails = [...new Set(input.emails)];
  const workspace = await findWorkspace(app.db, tenant.workspaceId);
  if (!workspace) throw new HttpError(404, 'Workspace not found.');

  const sent = await app.db.transaction(async (tx) => {
    const existing = await listMembersByEmail(tx, tenant.workspaceId, emails);
    if (existing.length > 0) {
      throw new HttpError(
        422,
        `Already members of this workspace: ${existing.map((row) => row.email).join(', ')}.`,
        existing.map((row) => ({
          path: 'emails',
          message:
            row.status === 'inactive'
              ? `${row.email} is a deactivated member: reactivate them in the team list instead.`
              : `${row.email} is already a member.`,
        })),
      );
    }
    // An address with a live invitation already holds its seat; every other one takes a new one.
    const reinvited = new Set(await listLiveInvitationEmails(tx, tenant.workspaceId, emails));
    await assertPlanAllows(
      tx,
      tenant.workspaceId,
      'seats',
      () => countSeats(tx, tenant.workspaceId),
      emails.filter((email) => !reinvited.has(email)).length,
    );
    const now = new Date();
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 3600 * 1000);
    const results: Array<{ invitation: Invitation; token: string }> = [];
    for (const email of emails) {
      const { token, tokenHash } = newInvitationToken();
      const row = await upsertPendingInvitation(tx, tenant.workspaceId, {
        email,
        role: input.role,
        tokenHash,
        invitedByUserId: inviter.id,
        expiresAt,
        lastSentAt: now,
      });
      results.push({ invitation: toInvitation(row, null), token });
    }
    return results;
  });

  const inviterName = displayName(inviter);
  const invitedBy = {
    first_name: inviter.firstName,
    last_name: inviter.lastName,
    email: inviter.email,
    photo: inviter.photo,
  };
  for (const { invitation, token } of sent) {
    await sendInvitationMail(app, {
      email: invitation.email,
      token,
      inviterName,
      workspaceName: workspace.name,
      role: invitation.role,
    });
  }
  return sent.map(({ invitation }) => ({ ...invitation, invited_by: invitedBy }));
};
