import type { InboxThread } from '@hirelane/domain/inbox/inbox.schema';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadThread } from './inbox-access';
import { markThreadUnread } from './inbox-thread-store';
import { toInboxThread } from './to-inbox-thread';

/** POST /api/inbox/threads/{id}/unread: unread again for the caller (their teammates keep theirs). */
export const markInboxThreadUnread = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  threadId: string,
): Promise<InboxThread> => {
  await loadThread(db, tenant, userId, threadId);
  await markThreadUnread(db, tenant.workspaceId, threadId, userId);
  return toInboxThread(await loadThread(db, tenant, userId, threadId));
};
