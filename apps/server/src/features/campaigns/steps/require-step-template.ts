import type { StepDraft } from '@hirelane/domain/campaigns/step-config.schema';
import type { Executor } from '../../../db/client';
import { unprocessable } from '../../../http/http-error';
import { findMessageTemplate } from '../templates/message-template-store';
import { APPROVED, STEP_TEMPLATE_NOT_APPROVED } from '../templates/template-approval-store';

export const STEP_TEMPLATE_UNKNOWN = "Choose one of this workspace's WhatsApp templates.";

/**
 * A WhatsApp template step must name a WhatsApp template of the same workspace that Meta
 * approved (synced from the business account, decision 048).
 */
export const requireStepTemplate = async (
  db: Executor,
  workspaceId: string,
  draft: StepDraft,
): Promise<void> => {
  if (draft.type !== 'auto_whatsapp_template_send') return;
  const template = await findMessageTemplate(db, workspaceId, draft.config.template_id);
  if (template?.template.channel !== 'whatsapp_template')
    throw unprocessable(STEP_TEMPLATE_UNKNOWN, [
      { path: 'config.template_id', message: STEP_TEMPLATE_UNKNOWN },
    ]);
  if (template.template.approvalStatus !== APPROVED)
    throw unprocessable(STEP_TEMPLATE_NOT_APPROVED, [
      { path: 'config.template_id', message: STEP_TEMPLATE_NOT_APPROVED },
    ]);
};
