import type { WorkspaceListItem } from '@hirelane/domain/workspaces/workspace.schema';
import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import type { Database } from '../../db/client';
import { forbidden } from '../../http/http-error';
import { markOnboardedByInvitation } from './invitee-store';
import { grantProjects, setMemberAgency } from './partner-member-store';
import { markInvitationAccepted } from './invitation-store';
import { findMemberByUser, insertMember } from './member-store';
import { loadUsableInvitation } from './preview-invitation';
import { setCurrentWorkspace } from './workspace-store';

/**
 * Joins the invited workspace with the invited role, once: the invitation row
 * is locked, checked and marked accepted in the same transaction. The workspace
 * becomes current and a first sign-in counts as onboarded, so the invited person
 * goes straight to /app under the workspace's subscription (issue 14).
 */
export const acceptInvitation = async (
  db: Database,
  user: { id: string; email: string },
  token: string,
): Promise<WorkspaceListItem> =>
  db.transaction(async (tx) => {
    const { invitation, workspaceName } = await loadUsableInvitation(tx, token, true);
    if (invitation.email.toLowerCase() !== user.email.toLowerCase()) {
      throw forbidden(
        `This invitation was sent to ${invitation.email}. Sign in with that address to accept it.`,
      );
    }
    const existing = await findMemberByUser(tx, invitation.workspaceId, user.id);
    if (existing?.status === 'inactive') {
      throw forbidden(
        'Your access to this workspace was deactivated. Ask an owner to reactivate you.',
      );
    }
    const role = invitation.role as WorkspaceRole;
    if (!existing) {
      const member = await insertMember(tx, invitation.workspaceId, user.id, role);
      if (role === 'partner')
        // Decision 051: the agency on the membership, the invitation's projects (still present) shared.
        await Promise.all([
          setMemberAgency(tx, invitation.workspaceId, member.id, invitation.agencyName),
          grantProjects(
            tx,
            invitation.workspaceId,
            member.id,
            invitation.projectIds,
            invitation.invitedByUserId,
          ),
        ]);
    }
    await markInvitationAccepted(tx, invitation.workspaceId, invitation.id);
    await setCurrentWorkspace(tx, user.id, invitation.workspaceId);
    await markOnboardedByInvitation(tx, user.id);
    return {
      _id: invitation.workspaceId,
      name: workspaceName,
      role: (existing?.role as WorkspaceRole | undefined) ?? role,
    };
  });
