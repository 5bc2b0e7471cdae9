import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import type { Executor } from '../../db/client';
import { gone, notFound } from '../../http/http-error';
import { findInvitationByToken, invitationStatus, toMemberProfile } from './invitation-store';

export const INVITATION_MESSAGES = {
  unknown: 'This invitation link is not valid. Ask for a new invitation.',
  expired: 'This invitation has expired. Ask the person who invited you for a new one.',
  revoked: 'This invitation was withdrawn. Ask the workspace owner for a new one.',
  accepted: 'This invitation has already been used.',
} as const;

/** Finds a usable invitation by token or throws the page-ready reason why it is not usable. */
export const loadUsableInvitation = async (db: Executor, token: string, lock = false) => {
  const found = await findInvitationByToken(db, token, lock);
  if (!found) throw notFound(INVITATION_MESSAGES.unknown);
  const status = invitationStatus(found.invitation);
  if (status !== 'pending') throw gone(INVITATION_MESSAGES[status]);
  return found;
};

export const previewInvitation = async (db: Executor, token: string) => {
  const { invitation, workspaceName, inviter } = await loadUsableInvitation(db, token);
  return {
    workspace_name: workspaceName,
    email: invitation.email,
    role: invitation.role as WorkspaceRole,
    invited_by: inviter ? toMemberProfile(inviter) : null,
    expires_at: invitation.expiresAt.toISOString(),
  };
};
