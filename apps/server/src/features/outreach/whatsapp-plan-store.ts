import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { messageTemplate } from '../../db/schema/campaigns';
import {
  whatsappAccount,
  whatsappBusinessAccount,
  whatsappMessage,
} from '../../db/schema/whatsapp';

/** The workspace's WhatsApp gateway account (one per workspace), or undefined. */
export const findWhatsappSender = async (tx: Executor, workspaceId: string) => {
  const [row] = await tx
    .select()
    .from(whatsappAccount)
    .where(eq(whatsappAccount.workspaceId, workspaceId));
  return row;
};

/** The workspace's WhatsApp Business Cloud API account, or undefined. */
export const findWhatsappBusinessSender = async (tx: Executor, workspaceId: string) => {
  const [row] = await tx
    .select()
    .from(whatsappBusinessAccount)
    .where(eq(whatsappBusinessAccount.workspaceId, workspaceId));
  return row;
};

export const findStepTemplate = async (tx: Executor, workspaceId: string, templateId: string) => {
  const [row] = await tx
    .select()
    .from(messageTemplate)
    .where(and(eq(messageTemplate.workspaceId, workspaceId), eq(messageTemplate.id, templateId)));
  return row;
};

/** The one WhatsApp message of (enrolment, step); planning it again changes nothing. */
export const insertPlannedWhatsapp = async (
  tx: Executor,
  message: typeof whatsappMessage.$inferInsert,
): Promise<void> => {
  await tx
    .insert(whatsappMessage)
    .values(message)
    .onConflictDoNothing({ target: [whatsappMessage.enrollmentId, whatsappMessage.stepId] });
};
