import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { grantProjects } from './partner-store';

/**
 * A partner invitation accepted: the agency on the membership, and the invitation's projects
 * shared (those deleted since are skipped).
 */
export const joinAsPartner = async (
  tx: Executor,
  workspaceId: string,
  memberId: string,
  invitation: { agencyName: string | null; projectIds: string[]; invitedByUserId: string | null },
): Promise<void> => {
  await tx.execute(sql`
    update workspace_member set agency_name = ${invitation.agencyName}
     where workspace_id = ${workspaceId} and id = ${memberId}`);
  await grantProjects(tx, workspaceId, memberId, invitation.projectIds, invitation.invitedByUserId);
};
