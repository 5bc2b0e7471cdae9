import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { workspace } from '../../db/schema/workspaces';

export type StoredSubscription = {
  planName: string | null;
  planStatus: string | null;
  currentPeriodEnd: Date | null;
};

const columns = {
  planName: workspace.planName,
  planStatus: workspace.planStatus,
  currentPeriodEnd: workspace.currentPeriodEnd,
};

export const findSubscription = async (
  db: Executor,
  workspaceId: string,
): Promise<StoredSubscription | undefined> => {
  const [row] = await db.select(columns).from(workspace).where(eq(workspace.id, workspaceId));
  return row;
};

/** Locks the workspace row for the rest of the transaction, so two grants cannot both pass. */
export const lockSubscription = async (
  db: Executor,
  workspaceId: string,
): Promise<StoredSubscription | undefined> => {
  const [row] = await db
    .select(columns)
    .from(workspace)
    .where(eq(workspace.id, workspaceId))
    .for('update');
  return row;
};

export const saveSubscription = async (
  db: Executor,
  workspaceId: string,
  subscription: { planName: string; planStatus: string; currentPeriodEnd: Date },
): Promise<void> => {
  await db.update(workspace).set(subscription).where(eq(workspace.id, workspaceId));
};
