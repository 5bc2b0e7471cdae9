import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { workspace } from '../../db/schema/workspaces';

export type StoredSubscription = {
  planName: string | null;
  planStatus: string | null;
  currentPeriodEnd: Date | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  payUrl: string | null;
};

const columns = {
  planName: workspace.planName,
  planStatus: workspace.planStatus,
  currentPeriodEnd: workspace.currentPeriodEnd,
  stripeCustomerId: workspace.stripeCustomerId,
  stripeSubscriptionId: workspace.stripeSubscriptionId,
  payUrl: workspace.payUrl,
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

/** The Stripe mirror of the plan columns (decision 023); `payUrl` only when given. */
export const saveStripeSubscription = async (
  db: Executor,
  workspaceId: string,
  subscription: {
    planName: string;
    planStatus: string;
    currentPeriodEnd: Date | null;
    stripeSubscriptionId: string;
    payUrl?: string | null;
  },
): Promise<void> => {
  await db.update(workspace).set(subscription).where(eq(workspace.id, workspaceId));
};

export const savePayUrl = async (
  db: Executor,
  workspaceId: string,
  payUrl: string | null,
): Promise<void> => {
  await db.update(workspace).set({ payUrl }).where(eq(workspace.id, workspaceId));
};

/**
 * Keeps the workspace's first Stripe customer: answers the stored one (a concurrent checkout
 * may have stored its own first).
 */
export const saveStripeCustomer = async (
  db: Executor,
  workspaceId: string,
  customerId: string,
): Promise<string> => {
  await db
    .update(workspace)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(workspace.id, workspaceId), isNull(workspace.stripeCustomerId)));
  const [row] = await db
    .select({ stripeCustomerId: workspace.stripeCustomerId })
    .from(workspace)
    .where(eq(workspace.id, workspaceId));
  return row?.stripeCustomerId ?? customerId;
};

/**
 * The workspace of a Stripe customer. The one lookup without a workspace id: a webhook names
 * the customer, and its signature (not a session) is the authority.
 */
export const findWorkspaceIdByStripeCustomer = async (
  db: Executor,
  customerId: string,
): Promise<string | null> => {
  const [row] = await db
    .select({ id: workspace.id })
    .from(workspace)
    .where(eq(workspace.stripeCustomerId, customerId));
  return row?.id ?? null;
};

export const workspaceExists = async (db: Executor, workspaceId: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: workspace.id })
    .from(workspace)
    .where(eq(workspace.id, workspaceId));
  return row !== undefined;
};
