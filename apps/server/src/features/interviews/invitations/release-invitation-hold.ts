import type { Executor } from '../../../db/client';
import { releaseHold } from '../../billing/release-hold';
import { updateInvitation, type InvitationRow } from './invitation-store';

/**
 * Inside the caller's transaction: gives the invitation's credit hold back (a nested transaction,
 * a savepoint, under the balance lock) and forgets it on the invitation; the ledger keeps the hold
 * and its release under the invitation's id.
 */
export const releaseInvitationHold = async (
  tx: Executor,
  invitation: InvitationRow,
  userId: string | null,
): Promise<InvitationRow> => {
  if (!invitation.creditHoldId) return invitation;
  // closeHold opens a nested transaction (a savepoint) on the caller's.
  await releaseHold(tx, {
    workspaceId: invitation.workspaceId,
    holdId: invitation.creditHoldId,
    userId,
  });
  return updateInvitation(tx, invitation.workspaceId, invitation.id, { creditHoldId: null });
};
