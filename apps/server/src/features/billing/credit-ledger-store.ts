import { and, asc, eq, gt, inArray, isNotNull, lte, min, sql } from 'drizzle-orm';
import type { LedgerEntryKind } from '@hirelane/domain/billing/credit-ledger-rules';
import type { Executor } from '../../db/client';
import { creditBalance, creditLedger } from '../../db/schema/billing';

/*
 * The credit ledger (decision 021). Every writer runs inside one transaction and keeps
 * `credit_balance.balance` equal to the sum of the workspace's ledger rows; the balance row's lock
 * (lockBalance) serializes a workspace's spending.
 */

export type LedgerReason = 'trial_grant' | 'plan_grant' | (string & {});
export type LedgerRow = typeof creditLedger.$inferSelect;

export type NewLedgerEntry = {
  kind: LedgerEntryKind;
  amount: number;
  reason: LedgerReason;
  idempotencyKey: string;
  action?: string | null;
  objectType?: string | null;
  objectId?: string | null;
  userId?: string | null;
  holdId?: string | null;
  debitId?: string | null;
  periodEnd?: Date | null;
  expiresAt?: Date | null;
  createdAt?: Date;
};

/**
 * Appends one ledger row unless the workspace already has one with its idempotency key: the new
 * row, or undefined when the key was taken (the caller reads the existing one). Does not touch
 * the balance: pair it with `addToBalance` or `takeFromBalance` in the same transaction.
 */
export const appendLedgerEntry = async (
  db: Executor,
  workspaceId: string,
  entry: NewLedgerEntry,
): Promise<LedgerRow | undefined> => {
  const [row] = await db
    .insert(creditLedger)
    .values({ workspaceId, ...entry })
    .onConflictDoNothing({ target: [creditLedger.workspaceId, creditLedger.idempotencyKey] })
    .returning();
  return row;
};

/** appendLedgerEntry for many rows in one statement: the rows written (taken keys are skipped). */
export const appendLedgerEntries = async (
  db: Executor,
  workspaceId: string,
  entries: NewLedgerEntry[],
): Promise<LedgerRow[]> => {
  if (entries.length === 0) return [];
  return db
    .insert(creditLedger)
    .values(entries.map((entry) => ({ workspaceId, ...entry })))
    .onConflictDoNothing({ target: [creditLedger.workspaceId, creditLedger.idempotencyKey] })
    .returning();
};

export const findLedgerEntryByKey = async (
  db: Executor,
  workspaceId: string,
  idempotencyKey: string,
): Promise<LedgerRow | undefined> => {
  const [row] = await db
    .select()
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.workspaceId, workspaceId),
        eq(creditLedger.idempotencyKey, idempotencyKey),
      ),
    );
  return row;
};

export const findLedgerEntry = async (
  db: Executor,
  workspaceId: string,
  id: string,
): Promise<LedgerRow | undefined> => {
  const [row] = await db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.workspaceId, workspaceId), eq(creditLedger.id, id)));
  return row;
};

/** Credits already given back for a debit by refunds. */
export const sumRefunds = async (
  db: Executor,
  workspaceId: string,
  debitId: string,
): Promise<number> => {
  const [row] = await db
    .select({ refunded: sql<string>`coalesce(sum(${creditLedger.amount}), 0)` })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.workspaceId, workspaceId),
        eq(creditLedger.debitId, debitId),
        eq(creditLedger.kind, 'refund'),
      ),
    );
  return Number(row?.refunded ?? 0);
};

/**
 * Adds `amount` (≥ 0) to the balance, creating the balance row, and moves the next expiry
 * earlier when `expiresAt` is.
 */
export const addToBalance = async (
  db: Executor,
  workspaceId: string,
  amount: number,
  expiresAt: Date | null = null,
): Promise<number> => {
  const [row] = await db
    .insert(creditBalance)
    .values({ workspaceId, balance: amount, nextExpiryAt: expiresAt })
    .onConflictDoUpdate({
      target: creditBalance.workspaceId,
      set: {
        balance: sql`${creditBalance.balance} + ${amount}`,
        nextExpiryAt: sql`least(${creditBalance.nextExpiryAt}, excluded.next_expiry_at)`,
      },
    })
    .returning({ balance: creditBalance.balance });
  return row?.balance ?? 0;
};

/** Locks the workspace's balance row (creating it at 0) and reads it. */
export const lockBalance = async (
  db: Executor,
  workspaceId: string,
): Promise<{ balance: number; nextExpiryAt: Date | null }> => {
  await db.insert(creditBalance).values({ workspaceId }).onConflictDoNothing();
  const [row] = await db
    .select({ balance: creditBalance.balance, nextExpiryAt: creditBalance.nextExpiryAt })
    .from(creditBalance)
    .where(eq(creditBalance.workspaceId, workspaceId))
    .for('update');
  return row ?? { balance: 0, nextExpiryAt: null };
};

/** The balance without locking: 0 for a workspace that never had credits. */
export const readBalance = async (
  db: Executor,
  workspaceId: string,
): Promise<{ balance: number; nextExpiryAt: Date | null }> => {
  const [row] = await db
    .select({ balance: creditBalance.balance, nextExpiryAt: creditBalance.nextExpiryAt })
    .from(creditBalance)
    .where(eq(creditBalance.workspaceId, workspaceId));
  return row ?? { balance: 0, nextExpiryAt: null };
};

/** Grants whose expiry has come and that have no expire row yet, the earliest first. */
export const findDueGrants = async (
  db: Executor,
  workspaceId: string,
  now: Date,
): Promise<LedgerRow[]> => {
  const expired = db
    .select({ id: creditLedger.holdId })
    .from(creditLedger)
    .where(and(eq(creditLedger.workspaceId, workspaceId), eq(creditLedger.kind, 'expire')));
  return db
    .select()
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.workspaceId, workspaceId),
        eq(creditLedger.kind, 'grant'),
        isNotNull(creditLedger.expiresAt),
        lte(creditLedger.expiresAt, now),
        sql`${creditLedger.id} not in (${expired})`,
      ),
    )
    .orderBy(asc(creditLedger.expiresAt), asc(creditLedger.createdAt));
};

/**
 * The expiry of one grant, in full precision (a JS Date would drop the microseconds and
 * misplace rows written in the same millisecond).
 */
const expiryOf = (workspaceId: string, grantId: string) =>
  sql`(select ${creditLedger.expiresAt} from ${creditLedger}
        where ${creditLedger.workspaceId} = ${workspaceId} and ${creditLedger.id} = ${grantId})`;

/**
 * At a grant's expiry: the ledger's sum over the rows written until then, and the grants written
 * until then that are still valid after it (no expiry, or a later one).
 */
export const sumLedgerAtExpiry = async (
  db: Executor,
  workspaceId: string,
  grantId: string,
): Promise<{ balance: number; stillValidGrants: number }> => {
  const at = expiryOf(workspaceId, grantId);
  const [row] = await db
    .select({
      balance: sql<string>`coalesce(sum(${creditLedger.amount}), 0)`,
      stillValidGrants: sql<string>`coalesce(sum(${creditLedger.amount}) filter (where ${creditLedger.kind} = 'grant' and (${creditLedger.expiresAt} is null or ${creditLedger.expiresAt} > ${at})), 0)`,
    })
    .from(creditLedger)
    .where(and(eq(creditLedger.workspaceId, workspaceId), lte(creditLedger.createdAt, at)));
  return {
    balance: Number(row?.balance ?? 0),
    stillValidGrants: Number(row?.stillValidGrants ?? 0),
  };
};

/** Writes the expire row of a grant, dated at the grant's expiry. */
export const appendExpiry = async (
  db: Executor,
  workspaceId: string,
  grantId: string,
  amount: number,
): Promise<void> => {
  await db
    .insert(creditLedger)
    .values({
      workspaceId,
      kind: 'expire',
      amount: -amount,
      reason: 'period_end',
      idempotencyKey: `expire:${grantId}`,
      holdId: grantId,
      createdAt: expiryOf(workspaceId, grantId),
    })
    .onConflictDoNothing({ target: [creditLedger.workspaceId, creditLedger.idempotencyKey] });
};

/** Sets the balance's next expiry to the earliest grant expiry after `now` (null when none). */
export const refreshNextExpiry = async (
  db: Executor,
  workspaceId: string,
  now: Date,
): Promise<void> => {
  const next = db
    .select({ at: min(creditLedger.expiresAt) })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.workspaceId, workspaceId),
        eq(creditLedger.kind, 'grant'),
        gt(creditLedger.expiresAt, now),
      ),
    );
  await db
    .update(creditBalance)
    .set({ nextExpiryAt: sql`(${next})` })
    .where(eq(creditBalance.workspaceId, workspaceId));
};

/** Moves the balance by a signed amount (expiries); the caller holds the balance lock. */
export const adjustBalance = async (
  db: Executor,
  workspaceId: string,
  delta: number,
): Promise<void> => {
  await db
    .update(creditBalance)
    .set({ balance: sql`${creditBalance.balance} + ${delta}` })
    .where(eq(creditBalance.workspaceId, workspaceId));
};

/** The workspace's balance as the ledger's sum, 0 when it has none (checks and tests). */
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

/** The period figures of `GET /api/subscription/balance`: grants expiring at the period end, and
 * what was spent since the period started (debits and holds net of their give-backs). */
export const sumPeriodUsage = async (
  db: Executor,
  workspaceId: string,
  period: { start: Date; end: Date },
): Promise<{ granted: number; used: number }> => {
  const [row] = await db
    .select({
      granted: sql<string>`coalesce(sum(${creditLedger.amount}) filter (where ${creditLedger.kind} = 'grant' and ${creditLedger.expiresAt} = ${period.end}), 0)`,
      used: sql<string>`coalesce(-sum(${creditLedger.amount}) filter (where ${creditLedger.kind} <> 'grant' and ${creditLedger.createdAt} >= ${period.start}), 0)`,
    })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.workspaceId, workspaceId),
        inArray(creditLedger.kind, ['grant', 'debit', 'hold', 'settle', 'release', 'refund']),
      ),
    );
  return { granted: Number(row?.granted ?? 0), used: Number(row?.used ?? 0) };
};

/**
 * A person's erasure (decision 036): the ledger rows naming them (as the object of a paid action,
 * in the object id or the idempotency key) lose the reference. Amounts, kinds and dates stay, so
 * the ledger still sums to the balance; the key becomes the row's own id, still unique.
 */
export const forgetLedgerObjects = async (
  db: Executor,
  workspaceId: string,
  objects: Array<{ type: string; id: string }>,
): Promise<number> => {
  if (objects.length === 0) return 0;
  const result = await db.execute(sql`
    update credit_ledger l
       set object_type = null, object_id = null, idempotency_key = 'erased:' || l.id::text
      from unnest(${sql.param(objects.map((o) => o.type))}::text[],
                  ${sql.param(objects.map((o) => o.id))}::text[]) as o(type, id)
     where l.workspace_id = ${workspaceId}
       and l.object_type = o.type and l.object_id = o.id`);
  return result.rowCount ?? 0;
};
