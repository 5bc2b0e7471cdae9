import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { whatsappAccount } from '../../db/schema/whatsapp';

export type WhatsappAccountRow = typeof whatsappAccount.$inferSelect;

/** The gateway session of a workspace: one per workspace, named after it. */
export const sessionNameOf = (workspaceId: string) => `hirelane-${workspaceId}`;

export const findWhatsappAccount = async (
  db: Executor,
  workspaceId: string,
): Promise<WhatsappAccountRow | undefined> => {
  const [row] = await db
    .select()
    .from(whatsappAccount)
    .where(eq(whatsappAccount.workspaceId, workspaceId));
  return row;
};

export const findWhatsappAccountBySession = async (
  db: Executor,
  session: string,
): Promise<WhatsappAccountRow | undefined> => {
  const [row] = await db.select().from(whatsappAccount).where(eq(whatsappAccount.session, session));
  return row;
};

/** Stores the account's state: only WORKING or FAILED ever reach this table (SPEC 3). */
export const saveWhatsappState = async (
  db: Executor,
  workspaceId: string,
  state: { status: 'WORKING' | 'FAILED'; phone: string | null; errorMessage: string | null },
): Promise<void> => {
  await db
    .insert(whatsappAccount)
    .values({ workspaceId, session: sessionNameOf(workspaceId), ...state })
    .onConflictDoUpdate({
      target: whatsappAccount.workspaceId,
      set: {
        status: state.status,
        phone: state.phone ?? undefined,
        errorMessage: state.errorMessage,
        updatedAt: new Date(),
      },
    });
};

export const setNextSendAt = async (
  db: Executor,
  workspaceId: string,
  accountId: string,
  at: Date,
): Promise<void> => {
  await db
    .update(whatsappAccount)
    .set({ nextSendAt: at })
    .where(and(eq(whatsappAccount.workspaceId, workspaceId), eq(whatsappAccount.id, accountId)));
};
