import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { whatsappMessage } from '../../db/schema/whatsapp';

export type WhatsappMessageRow = typeof whatsappMessage.$inferSelect;

/** An inbound message, once per provider id: a replayed webhook inserts nothing (null). */
export const insertInboundWhatsapp = async (
  tx: Executor,
  message: typeof whatsappMessage.$inferInsert,
): Promise<string | null> => {
  const [row] = await tx
    .insert(whatsappMessage)
    .values({ ...message, direction: 'inbound', status: 'received' })
    .onConflictDoNothing({ target: whatsappMessage.providerMessageId })
    .returning({ id: whatsappMessage.id });
  return row?.id ?? null;
};

const ACK_ORDER = ['sent', 'delivered', 'read'] as const;

/**
 * A delivery status of a sent message: moves only forward (a late "delivered" after "read"
 * changes nothing, a replay neither); failed is final.
 */
export const applyDeliveryStatus = async (
  tx: Executor,
  workspaceId: string,
  providerMessageId: string,
  status: 'delivered' | 'read' | 'failed',
  error = 'The gateway reported an error.',
): Promise<boolean> => {
  const earlier =
    status === 'failed' ? ['sent', 'delivered'] : ACK_ORDER.slice(0, ACK_ORDER.indexOf(status));
  const rows = await tx
    .update(whatsappMessage)
    .set({ status, ...(status === 'failed' ? { error } : {}) })
    .where(
      and(
        eq(whatsappMessage.workspaceId, workspaceId),
        eq(whatsappMessage.providerMessageId, providerMessageId),
        inArray(whatsappMessage.status, earlier),
      ),
    )
    .returning({ id: whatsappMessage.id });
  return rows.length > 0;
};
