import type { InvitationListItem } from '@hirelane/domain/interviews/invitations.schema';
import type { Database } from '../../../db/client';
import type { TenantContext } from '../../../http/request-context';
import { loadInterviewProject } from '../interview-project';
import { listInvitations as listInvitationRows } from './invitation-store';
import { toInvitationListItem } from './invitation-view';

/** The charlie project's invitations, newest first, with their status now. */
export const listProjectInvitations = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
): Promise<InvitationListItem[]> => {
  await loadInterviewProject(db, tenant, projectId);
  const now = new Date();
  return (await listInvitationRows(db, tenant.workspaceId, projectId)).map((row) =>
    toInvitationListItem(row, now),
  );
};
