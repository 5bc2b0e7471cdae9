import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { whatsappBusinessAccount } from '../../db/schema/whatsapp';

export type WhatsappBusinessRow = typeof whatsappBusinessAccount.$inferSelect;

export const findBusinessAccount = async (
  db: Executor,
  workspaceId: string,
): Promise<WhatsappBusinessRow | undefined> => {
  const [row] = await db
    .select()
    .from(whatsappBusinessAccount)
    .where(eq(whatsappBusinessAccount.workspaceId, workspaceId));
  return row;
};

/** The webhook's account, by the id in its callback URL (the URL is all Meta sends). */
export const findBusinessAccountById = async (
  db: Executor,
  accountId: string,
): Promise<WhatsappBusinessRow | undefined> => {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(accountId))
    return undefined;
  const [row] = await db
    .select()
    .from(whatsappBusinessAccount)
    .where(eq(whatsappBusinessAccount.id, accountId));
  return row;
};

/** Whether another workspace has connected this phone number id. */
export const phoneNumberTakenElsewhere = async (
  db: Executor,
  workspaceId: string,
  phoneNumberId: string,
): Promise<boolean> => {
  const [row] = await db
    .select({ id: whatsappBusinessAccount.id })
    .from(whatsappBusinessAccount)
    .where(
      and(
        eq(whatsappBusinessAccount.phoneNumberId, phoneNumberId),
        sql`${whatsappBusinessAccount.workspaceId} <> ${workspaceId}`,
      ),
    );
  return row !== undefined;
};

export type BusinessAccountValues = Pick<
  WhatsappBusinessRow,
  | 'phoneNumberId'
  | 'wabaId'
  | 'accessTokenSealed'
  | 'appSecretSealed'
  | 'verifyToken'
  | 'displayPhoneNumber'
>;

/** Connects (or reconnects) the workspace's one business account as WORKING; keeps its id. */
export const saveBusinessAccount = async (
  db: Executor,
  workspaceId: string,
  values: BusinessAccountValues,
): Promise<WhatsappBusinessRow> => {
  const [row] = await db
    .insert(whatsappBusinessAccount)
    .values({ workspaceId, ...values, status: 'WORKING', errorMessage: null })
    .onConflictDoUpdate({
      target: whatsappBusinessAccount.workspaceId,
      set: {
        phoneNumberId: values.phoneNumberId,
        wabaId: values.wabaId,
        accessTokenSealed: values.accessTokenSealed,
        appSecretSealed: values.appSecretSealed,
        displayPhoneNumber: values.displayPhoneNumber,
        status: 'WORKING',
        errorMessage: null,
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!row) throw new Error('whatsapp_business_account upsert returned nothing');
  return row;
};

export const setBusinessAccountState = async (
  db: Executor,
  workspaceId: string,
  state: { status: 'WORKING' | 'FAILED'; errorMessage: string | null },
): Promise<void> => {
  await db
    .update(whatsappBusinessAccount)
    .set({ ...state, updatedAt: new Date() })
    .where(eq(whatsappBusinessAccount.workspaceId, workspaceId));
};

export const markTemplatesSynced = async (
  db: Executor,
  workspaceId: string,
  at: Date,
): Promise<void> => {
  await db
    .update(whatsappBusinessAccount)
    .set({
      templatesSyncedAt: at,
      // A sync that worked clears an earlier "templates could not be read", not a FAILED state.
      errorMessage: sql`case when ${whatsappBusinessAccount.status} = 'WORKING' then null else ${whatsappBusinessAccount.errorMessage} end`,
    })
    .where(eq(whatsappBusinessAccount.workspaceId, workspaceId));
};
