import type {
  MessageTemplate,
  MessageTemplateChannel,
} from '@hirelane/domain/campaigns/message-template.schema';
import type { Database } from '../../../db/client';
import type { TenantContext } from '../../../http/request-context';
import { toMessageTemplate } from './message-template-input';
import { listMessageTemplateRows } from './message-template-store';

/** The workspace's saved messages, most recently changed first; any member may read them. */
export const listMessageTemplates = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  channel: MessageTemplateChannel | undefined,
): Promise<MessageTemplate[]> =>
  (await listMessageTemplateRows(db, tenant.workspaceId, channel)).map((row) =>
    toMessageTemplate(row, { userId, workspaceRole: tenant.role }),
  );
