import type { InboxThreadDetail } from '@hirelane/domain/inbox/inbox.schema';
import { classifyReply } from '@hirelane/domain/inbox/classify-reply';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadThread } from './inbox-access';
import { labelUnlabelled } from './inbox-label-store';
import { listThreadMessages, markThreadRead } from './inbox-thread-store';
import { listQueuedLinkedinReplies } from './linkedin-reply-store';
import { toInboxMessage, toInboxThread } from './to-inbox-thread';

/**
 * GET /api/inbox/threads/{id}: the messages oldest first; reading marks the thread read for the
 * caller only. Inbound e-mails recorded before labels existed are labelled by the rules now
 * (LinkedIn messages carry no label).
 */
export const readInboxThread = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  threadId: string,
): Promise<InboxThreadDetail> =>
  db.transaction(async (tx) => {
    await loadThread(tx, tenant, userId, threadId);
    const rows = await listThreadMessages(tx, tenant.workspaceId, threadId);
    const labels: { id: string; label: string }[] = [];
    for (const row of rows) {
      if (row.channel !== 'email' || row.direction !== 'inbound') continue;
      if (row.label_by !== null || row.kind === 'bounce') continue;
      const label = classifyReply({ kind: row.kind, subject: row.subject, text: row.text_body });
      if (label === null) continue;
      labels.push({ id: row.id, label });
      row.label = label;
      row.label_by = 'rules';
    }
    await labelUnlabelled(tx, tenant.workspaceId, labels, 'rules');
    await markThreadRead(tx, tenant.workspaceId, threadId, userId);
    const thread = await loadThread(tx, tenant, userId, threadId);
    return {
      thread: toInboxThread(thread),
      messages: rows.map(toInboxMessage),
      queued_linkedin_replies: await listQueuedLinkedinReplies(tx, tenant.workspaceId, threadId),
    };
  });
