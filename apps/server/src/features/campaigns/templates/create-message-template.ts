import type {
  MessageTemplate,
  MessageTemplateInput,
} from '@hirelane/domain/campaigns/message-template.schema';
import type { Database } from '../../../db/client';
import type { TenantContext } from '../../../http/request-context';
import { templateColumns, toMessageTemplate } from './message-template-input';
import { findMessageTemplate, insertMessageTemplate } from './message-template-store';

/** Saves a message for reuse across the workspace (any member may). */
export const createMessageTemplate = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  input: MessageTemplateInput,
): Promise<MessageTemplate> => {
  const id = await insertMessageTemplate(db, tenant.workspaceId, userId, templateColumns(input));
  const created = await findMessageTemplate(db, tenant.workspaceId, id);
  if (!created) throw new Error('message template vanished after insert');
  return toMessageTemplate(created, { userId, workspaceRole: tenant.role });
};
