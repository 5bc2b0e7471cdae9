import { and, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { messageTemplate } from '../../db/schema/campaigns';
import type { SyncedTemplateColumns } from '../../integrations/whatsapp/cloud-api-templates';

/** What Meta no longer lists: kept (steps may name it) but never sendable. */
export const TEMPLATE_GONE_STATUS = 'DELETED';

/**
 * Stores the business account's templates as WhatsApp templates of the workspace, one per
 * (Meta name, language), updated in place so the steps that chose one keep it; those Meta no
 * longer lists become DELETED.
 */
export const upsertSyncedTemplates = async (
  tx: Executor,
  workspaceId: string,
  templates: readonly SyncedTemplateColumns[],
): Promise<void> => {
  for (const template of templates)
    await tx
      .insert(messageTemplate)
      .values({ workspaceId, channel: 'whatsapp_template', subject: null, ...template })
      .onConflictDoUpdate({
        target: [
          messageTemplate.workspaceId,
          messageTemplate.providerName,
          messageTemplate.language,
        ],
        targetWhere: sql`provider_name is not null`,
        set: {
          name: template.name,
          header: template.header,
          body: template.body,
          footer: template.footer,
          actions: template.actions,
          approvalStatus: template.approvalStatus,
          category: template.category,
          updatedAt: sql`now()`,
        },
      });
  const keys = templates.map((template) => `${template.providerName}|${template.language}`);
  await tx
    .update(messageTemplate)
    .set({ approvalStatus: TEMPLATE_GONE_STATUS, updatedAt: sql`now()` })
    .where(
      and(
        eq(messageTemplate.workspaceId, workspaceId),
        isNotNull(messageTemplate.providerName),
        keys.length > 0
          ? notInArray(
              sql`${messageTemplate.providerName} || '|' || ${messageTemplate.language}`,
              keys,
            )
          : undefined,
      ),
    );
};

export const countSyncedTemplates = async (
  db: Executor,
  workspaceId: string,
): Promise<{ approved: number; pending: number; rejected: number }> => {
  const rows = await db
    .select({ status: messageTemplate.approvalStatus, count: sql<number>`count(*)::int` })
    .from(messageTemplate)
    .where(
      and(eq(messageTemplate.workspaceId, workspaceId), isNotNull(messageTemplate.providerName)),
    )
    .groupBy(messageTemplate.approvalStatus);
  const of = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  return { approved: of('APPROVED'), pending: of('PENDING'), rejected: of('REJECTED') };
};
