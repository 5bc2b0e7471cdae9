import { linkState } from '@hirelane/domain/interviews/invitation-schedule';
import {
  invitationStatus,
  MAX_INVITEES,
  type Invitee,
} from '@hirelane/domain/interviews/invitations.schema';
import type { Database } from '../../../db/client';
import type { TenantContext } from '../../../http/request-context';
import { loadInterviewProject } from '../interview-project';
import { findCampaignSenderBox } from './invitation-sender';
import { listInvitees } from './invitation-store';

/**
 * The charlie project's people for the invitations page (e-mail, do-not-contact, invitation), and
 * the sender it proposes.
 */
export const listProjectInvitees = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
): Promise<{ items: Invitee[]; total: number; default_mailbox_id: string | null }> => {
  await loadInterviewProject(db, tenant, projectId);
  const now = new Date();
  const { rows, total } = await listInvitees(db, tenant.workspaceId, projectId, MAX_INVITEES);
  const campaignBox = await findCampaignSenderBox(db, tenant.workspaceId, projectId);
  return {
    total,
    default_mailbox_id: campaignBox?.id ?? null,
    items: rows.map((row) => ({
      _id: row.candidateId,
      full_name: row.fullName,
      email: row.email,
      do_not_contact: row.doNotContactAt ? { reason: row.doNotContactReason } : null,
      invitation_status: row.invitation
        ? invitationStatus(
            linkState(row.invitation, row.invitation.settings, now),
            row.invitation.openedAt,
          )
        : null,
    })),
  };
};
