import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creditLedger } from '../../db/schema/billing';

export type LedgerReason = 'trial_grant' | 'plan_grant';

/** Appends one ledger row: a positive amount grants credits, a negative one debits them. */
export const insertLedgerEntry = async (
  db: Executor,
  workspaceId: string,
  entry: { amount: number; reason: LedgerReason; periodEnd?: Date },
): Promise<void> => {
  await db.insert(creditLedger).values({ workspaceId, ...entry });
};

/** The workspace's balance: the sum of its ledger, 0 when it has none. */
export const sumBalance = async (db: Executor, workspaceId: string): Promise<number> => {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${creditLedger.amount}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.workspaceId, workspaceId));
  return Number(row?.balance ?? 0);
};

/** Plan credits already granted to the workspace for the billing period that ends at periodEnd. */
export const sumPlanGrants = async (
  db: Executor,
  workspaceId: string,
  periodEnd: Date,
): Promise<number> => {
  const [row] = await db
    .select({ granted: sql<string>`coalesce(sum(${creditLedger.amount}), 0)` })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.workspaceId, workspaceId),
        eq(creditLedger.reason, 'plan_grant'),
        eq(creditLedger.periodEnd, periodEnd),
      ),
    );
  return Number(row?.granted ?? 0);
};
