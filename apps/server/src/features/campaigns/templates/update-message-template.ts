import type {
  MessageTemplate,
  MessageTemplateInput,
} from '@hirelane/domain/campaigns/message-template.schema';
import type { Database } from '../../../db/client';
import { ONLY_CREATOR_OR_ADMIN_MESSAGE } from '@hirelane/domain/projects/creator-rules';
import { forbidden, notFound, unprocessable } from '../../../http/http-error';
import type { TenantContext } from '../../../http/request-context';
import {
  mayChangeTemplate,
  SYNCED_TEMPLATE_FIXED,
  templateColumns,
  toMessageTemplate,
  type TemplateViewer,
} from './message-template-input';
import { findMessageTemplate, updateMessageTemplateRow } from './message-template-store';

export const TEMPLATE_NOT_FOUND = 'Template not found.';
const CHANNEL_FIXED = "A template's channel cannot change. Create a new template instead.";

/**
 * Changes a saved message; only its creator or a workspace owner or admin may. Its channel
 * stays (steps that send it rely on it).
 */
export const updateMessageTemplate = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  templateId: string,
  input: MessageTemplateInput,
): Promise<MessageTemplate> => {
  const viewer: TemplateViewer = { userId, workspaceRole: tenant.role };
  const existing = await findMessageTemplate(db, tenant.workspaceId, templateId);
  if (!existing) throw notFound(TEMPLATE_NOT_FOUND);
  if (existing.template.providerName !== null) throw unprocessable(SYNCED_TEMPLATE_FIXED);
  if (!mayChangeTemplate(existing.template, viewer)) throw forbidden(ONLY_CREATOR_OR_ADMIN_MESSAGE);
  const columns = templateColumns(input);
  if (existing.template.channel !== columns.channel)
    throw unprocessable(CHANNEL_FIXED, [{ path: 'channel', message: CHANNEL_FIXED }]);
  await updateMessageTemplateRow(db, tenant.workspaceId, templateId, columns);
  const updated = await findMessageTemplate(db, tenant.workspaceId, templateId);
  if (!updated) throw notFound(TEMPLATE_NOT_FOUND);
  return toMessageTemplate(updated, viewer);
};
