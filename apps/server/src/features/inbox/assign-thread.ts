import {
  ASSIGNEE_NOT_MEMBER,
  type AssignThreadRequest,
  type InboxThread,
} from '@hirelane/domain/inbox/inbox.schema';
import type { Database } from '../../db/client';
import { unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadThread } from './inbox-access';
import { findAssignableUser, setThreadAssignee } from './inbox-thread-store';
import { toInboxThread } from './to-inbox-thread';

/**
 * PUT /api/inbox/threads/{id}/assignee: give the thread to a teammate who can see it (an active
 * member on its project, or an owner or admin), or to nobody (null).
 */
export const assignInboxThread = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  threadId: string,
  input: AssignThreadRequest,
): Promise<InboxThread> =>
  db.transaction(async (tx) => {
    const thread = await loadThread(tx, tenant, userId, threadId);
    const memberId = input.assignee_member_id;
    const assignee =
      memberId === null
        ? null
        : await findAssignableUser(tx, tenant.workspaceId, thread.project_id, memberId);
    if (assignee === undefined)
      throw unprocessable(ASSIGNEE_NOT_MEMBER, [
        { path: 'assignee_member_id', message: ASSIGNEE_NOT_MEMBER },
      ]);
    await setThreadAssignee(tx, tenant.workspaceId, threadId, assignee);
    return toInboxThread(await loadThread(tx, tenant, userId, threadId));
  });
