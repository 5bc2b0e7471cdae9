import {
  INBOX_PAGE_SIZE,
  type InboxThreadsPage,
  type InboxThreadsQuery,
} from '@hirelane/domain/inbox/inbox.schema';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess } from '../projects/project-access';
import { requireTeamInbox, threadScope } from './inbox-access';
import { decodeInboxCursor, encodeInboxCursor } from './inbox-cursor';
import { listThreads } from './inbox-thread-store';
import { toInboxThread } from './to-inbox-thread';

/**
 * GET /api/inbox/threads and GET /api/project/{id}/inbox/threads: the caller's threads newest
 * first (a named project must be visible: 404), with the filters and the next page's cursor.
 */
export const listInboxThreads = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  projectId: string | null,
  query: InboxThreadsQuery,
  limit = INBOX_PAGE_SIZE,
): Promise<InboxThreadsPage> => {
  if (projectId) await loadProjectAccess(db, tenant, projectId);
  await requireTeamInbox(db, tenant.workspaceId);
  const cursor = query.cursor ? decodeInboxCursor(query.cursor) : null;
  const rows = await listThreads(
    db,
    threadScope(tenant, userId),
    {
      projectId,
      unread: query.unread === 'true',
      mine: query.mine === 'true',
      needsReply: query.needs_reply === 'true',
      channel: query.channel ?? null,
    },
    cursor,
    limit + 1,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    threads: page.map(toInboxThread),
    next_cursor:
      rows.length > limit && last ? encodeInboxCursor({ at: last.at_key, id: last.id }) : null,
  };
};
