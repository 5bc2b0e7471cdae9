import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import { revokePendingInvitation } from './invitation-store';

export const revokeInvitation = async (
  db: Database,
  workspaceId: string,
  invitationId: string,
): Promise<void> => {
  if (!(await revokePendingInvitation(db, workspaceId, invitationId))) {
    throw notFound('Invitation not found or no longer pending.');
  }
};
