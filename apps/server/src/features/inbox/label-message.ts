import {
  MESSAGE_NOT_FOUND,
  type InboxThread,
  type LabelMessageRequest,
} from '@hirelane/domain/inbox/inbox.schema';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { queueRunsOfThisTransaction } from '../workflow-events/queue-workflow-runs';
import { notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadThread } from './inbox-access';
import { findMessageForLabel, setMessageLabel } from './inbox-label-store';
import { toInboxThread } from './to-inbox-thread';

/** PUT /api/inbox/messages/{id}/label: a person corrects an inbound message's label. */
export const labelInboxMessage = async (
  db: Database,
  queue: JobQueue,
  tenant: TenantContext,
  userId: string,
  messageId: string,
  input: LabelMessageRequest,
): Promise<InboxThread> =>
  db.transaction(async (tx) => {
    const message = await findMessageForLabel(tx, tenant.workspaceId, messageId);
    if (!message?.thread_id || message.direction !== 'inbound') throw notFound(MESSAGE_NOT_FOUND);
    await loadThread(tx, tenant, userId, message.thread_id);
    await setMessageLabel(tx, tenant.workspaceId, messageId, input.label, 'user');
    // The label fires the project's reply workflows; their jobs commit with it (decision 042).
    await queueRunsOfThisTransaction(queue, tx, tenant.workspaceId);
    return toInboxThread(await loadThread(tx, tenant, userId, message.thread_id));
  });
