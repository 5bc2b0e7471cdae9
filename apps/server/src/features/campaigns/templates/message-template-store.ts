import { and, desc, eq, sql } from 'drizzle-orm';
import type { MessageTemplateChannel } from '@hirelane/domain/campaigns/message-template.schema';
import type { Executor } from '../../../db/client';
import { user } from '../../../db/schema/auth';
import { campaignStep, messageTemplate } from '../../../db/schema/campaigns';

export type MessageTemplateRow = typeof messageTemplate.$inferSelect;
export type MessageTemplateWithAuthor = {
  template: MessageTemplateRow;
  author: { firstName: string; lastName: string } | null;
};

export type MessageTemplateColumns = Pick<
  MessageTemplateRow,
  'channel' | 'name' | 'subject' | 'header' | 'body' | 'footer' | 'actions'
>;

const withAuthor = (db: Executor) =>
  db
    .select({
      template: messageTemplate,
      firstName: user.firstName,
      lastName: user.lastName,
      userId: user.id,
    })
    .from(messageTemplate)
    .leftJoin(user, eq(user.id, messageTemplate.createdBy));

type JoinedRow = Awaited<ReturnType<ReturnType<typeof withAuthor>['execute']>>[number];

const toWithAuthor = (row: JoinedRow): MessageTemplateWithAuthor => ({
  template: row.template,
  author: row.userId ? { firstName: row.firstName ?? '', lastName: row.lastName ?? '' } : null,
});

export const listMessageTemplateRows = async (
  db: Executor,
  workspaceId: string,
  channel: MessageTemplateChannel | undefined,
): Promise<MessageTemplateWithAuthor[]> => {
  const rows = await withAuthor(db)
    .where(
      and(
        eq(messageTemplate.workspaceId, workspaceId),
        channel ? eq(messageTemplate.channel, channel) : undefined,
      ),
    )
    .orderBy(desc(messageTemplate.updatedAt), desc(messageTemplate.id));
  return rows.map(toWithAuthor);
};

export const findMessageTemplate = async (
  db: Executor,
  workspaceId: string,
  templateId: string,
): Promise<MessageTemplateWithAuthor | undefined> => {
  const [row] = await withAuthor(db).where(
    and(eq(messageTemplate.workspaceId, workspaceId), eq(messageTemplate.id, templateId)),
  );
  return row ? toWithAuthor(row) : undefined;
};

export const insertMessageTemplate = async (
  db: Executor,
  workspaceId: string,
  userId: string,
  columns: MessageTemplateColumns,
): Promise<string> => {
  const [row] = await db
    .insert(messageTemplate)
    .values({ workspaceId, createdBy: userId, ...columns })
    .returning({ id: messageTemplate.id });
  if (!row) throw new Error('message template insert returned nothing');
  return row.id;
};

export const updateMessageTemplateRow = async (
  db: Executor,
  workspaceId: string,
  templateId: string,
  columns: MessageTemplateColumns,
): Promise<void> => {
  await db
    .update(messageTemplate)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(and(eq(messageTemplate.workspaceId, workspaceId), eq(messageTemplate.id, templateId)));
};

export const deleteMessageTemplateRow = async (
  db: Executor,
  workspaceId: string,
  templateId: string,
): Promise<void> => {
  await db
    .delete(messageTemplate)
    .where(and(eq(messageTemplate.workspaceId, workspaceId), eq(messageTemplate.id, templateId)));
};

/** Whether a step of any campaign of the workspace sends this template. */
export const isTemplateUsedByStep = async (
  db: Executor,
  workspaceId: string,
  templateId: string,
): Promise<boolean> => {
  const [row] = await db
    .select({ id: campaignStep.id })
    .from(campaignStep)
    .where(
      and(
        eq(campaignStep.workspaceId, workspaceId),
        sql`${campaignStep.config}->>'template_id' = ${templateId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
};
