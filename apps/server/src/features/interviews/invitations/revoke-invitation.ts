import {
  INVITATION_CLOSED_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  type InvitationListItem,
} from '@hirelane/domain/interviews/invitations.schema';
import type { Database } from '../../../db/client';
import { notFound, unprocessable } from '../../../http/http-error';
import type { TenantContext } from '../../../http/request-context';
import { loadInvitationContext } from './invitation-context';
import { findInvitation, listInvitations, updateInvitation } from './invitation-store';
import { releaseInvitationHold } from './release-invitation-hold';
import { toInvitationListItem } from './invitation-view';

/**
 * Revokes an invitation not completed (issue 18): its link then shows "revoked", its credit hold is
 * given back in the same transaction. Revoking twice answers the revoked invitation.
 */
export const revokeInvitation = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  invitationId: string,
): Promise<InvitationListItem> =>
  db.transaction(async (tx) => {
    const { workspaceId } = tenant;
    await loadInvitationContext(tx, tenant, projectId, { act: true });
    const invitation = await findInvitation(tx, workspaceId, projectId, invitationId, {
      lock: true,
    });
    if (!invitation) throw notFound(INVITATION_NOT_FOUND_MESSAGE);
    if (invitation.completedAt) throw unprocessable(INVITATION_CLOSED_MESSAGE);
    const now = new Date();
    const revoked = invitation.revokedAt
      ? invitation
      : await updateInvitation(tx, workspaceId, invitation.id, { revokedAt: now });
    await releaseInvitationHold(tx, revoked, userId);
    const [row] = await listInvitations(tx, workspaceId, projectId, invitation.id);
    if (!row) throw notFound(INVITATION_NOT_FOUND_MESSAGE);
    return toInvitationListItem(row, now);
  });
