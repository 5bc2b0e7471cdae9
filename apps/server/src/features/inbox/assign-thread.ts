import {
  ASSIGNEE_NOT_MEMBER,
  type AssignThreadRequest,
  type InboxThread,
} from '@hirelane/domain/inbox/inbox.schema';
import type { Database } from '../../db/client';
import { unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadThread } from './inbox-access';
import { canBeAssigned, setThreadAssignee } from './inbox-thread-store';
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
    const assignee = input.assignee_user_id;
    if (
      assignee !== null &&
      !(await canBeAssigned(tx, tenant.workspaceId, thread.project_id, assignee))
    )
      throw unprocessable(ASSIGNEE_NOT_MEMBER, [
        { path: 'assignee_user_id', message: ASSIGNEE_NOT_MEMBER },
      ]);
    await setThreadAssignee(tx, tenant.workspaceId, threadId, assignee);
    return toInboxThread(await loadThread(tx, tenant, userId, threadId));
  });
