import type { Database } from '../../../db/client';
import { ONLY_CREATOR_OR_ADMIN_MESSAGE } from '@hirelane/domain/projects/creator-rules';
import { forbidden, notFound, unprocessable } from '../../../http/http-error';
import type { TenantContext } from '../../../http/request-context';
import {
  deleteMessageTemplateRow,
  findMessageTemplate,
  isTemplateUsedByStep,
} from './message-template-store';
import { mayChangeTemplate, SYNCED_TEMPLATE_FIXED } from './message-template-input';
import { TEMPLATE_NOT_FOUND } from './update-message-template';

export const TEMPLATE_IN_USE = 'This template is used by a campaign step.';
export const TEMPLATE_DELETED = 'Template deleted.';

/** Deletes a saved message (its creator or a workspace owner or admin), unless a campaign step sends it. */
export const deleteMessageTemplate = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  templateId: string,
): Promise<void> =>
  db.transaction(async (tx) => {
    const existing = await findMessageTemplate(tx, tenant.workspaceId, templateId);
    if (!existing) throw notFound(TEMPLATE_NOT_FOUND);
    if (existing.template.providerName !== null) throw unprocessable(SYNCED_TEMPLATE_FIXED);
    if (!mayChangeTemplate(existing.template, { userId, workspaceRole: tenant.role }))
      throw forbidden(ONLY_CREATOR_OR_ADMIN_MESSAGE);
    if (await isTemplateUsedByStep(tx, tenant.workspaceId, templateId))
      throw unprocessable(TEMPLATE_IN_USE);
    await deleteMessageTemplateRow(tx, tenant.workspaceId, templateId);
  });
