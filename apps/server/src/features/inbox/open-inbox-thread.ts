import type { InboxThreadDetail } from '@hirelane/domain/inbox/inbox.schema';
import type { AppContext } from '../../app-context';
import type { TenantContext } from '../../http/request-context';
import { labelWithModel } from './label-with-model';
import { readInboxThread } from './read-inbox-thread';

/** GET /api/inbox/threads/{id}: read (marks read, labels by the rules), then the AI's labels. */
export const openInboxThread = async (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
  threadId: string,
): Promise<InboxThreadDetail> =>
  labelWithModel(app, tenant.workspaceId, await readInboxThread(app.db, tenant, userId, threadId));
