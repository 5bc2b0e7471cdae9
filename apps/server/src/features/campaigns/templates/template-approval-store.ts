import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { messageTemplate } from '../../../db/schema/campaigns';

/** Meta's approval: the only status a WhatsApp Business template can be sent in (decision 048). */
export const APPROVED = 'APPROVED';

export const STEP_TEMPLATE_NOT_APPROVED =
  'Only WhatsApp templates Meta approved can be chosen: sync the templates on Connect WhatsApp once it approves this one.';

/** The names of the chosen templates that are not approved (or no longer exist). */
export const unapprovedTemplateNames = async (
  db: Executor,
  workspaceId: string,
  steps: readonly { type: string; config: Record<string, unknown> }[],
): Promise<string[]> => {
  const ids = steps.flatMap((step) =>
    step.type === 'auto_whatsapp_template_send' && typeof step.config.template_id === 'string'
      ? [step.config.template_id]
      : [],
  );
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: messageTemplate.id,
      name: messageTemplate.name,
      status: messageTemplate.approvalStatus,
    })
    .from(messageTemplate)
    .where(and(eq(messageTemplate.workspaceId, workspaceId), inArray(messageTemplate.id, ids)));
  const names = ids.map((id) => {
    const row = rows.find((one) => one.id === id);
    if (!row) return 'a deleted template';
    return row.status === APPROVED
      ? null
      : `${row.name} (${row.status ?? 'not synced from WhatsApp Business'})`;
  });
  return [...new Set(names.filter((name): name is string => name !== null))];
};
