import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { whatsappAccount, whatsappMessage } from '../../db/schema/whatsapp';

/** The workspace's WhatsApp gateway account (one per workspace), or undefined. */
export const findWhatsappSender = async (tx: Executor, workspaceId: string) => {
  const [row] = await tx
    .select()
    .from(whatsappAccount)
    .where(eq(whatsappAccount.workspaceId, workspaceId));
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
