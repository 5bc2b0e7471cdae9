import type { Database, Executor } from '../../db/client';
import { unprocessable } from '../../http/http-error';
import {
  addToBalance,
  appendLedgerEntry,
  findLedgerEntryByKey,
  readBalance,
  type LedgerReason,
} from './credit-ledger-store';
import type { LedgerReceipt } from './ledger-receipt';

export type Grant = {
  amount: number;
  reason: LedgerReason;
  idempotencyKey: string;
  userId?: string | null;
  /** Plan and trial credits: the period end. Top-ups and admin grants never expire (null). */
  expiresAt?: Date | null;
  periodEnd?: Date | null;
};

/** Grants credits inside the caller's transaction; a repeated idempotency key grants nothing. */
export const grantCreditsIn = async (
  tx: Executor,
  workspaceId: string,
  grant: Grant,
): Promise<LedgerReceipt> => {
  if (!Number.isInteger(grant.amount) || grant.amount < 0)
    throw unprocessable('A grant is a whole number of credits ≥ 0.');
  const entry = await appendLedgerEntry(tx, workspaceId, {
    kind: 'grant',
    amount: grant.amount,
    reason: grant.reason,
    idempotencyKey: grant.idempotencyKey,
    userId: grant.userId ?? null,
    expiresAt: grant.expiresAt ?? null,
    periodEnd: grant.periodEnd ?? null,
  });
  if (!entry) {
    const existing = await findLedgerEntryByKey(tx, workspaceId, grant.idempotencyKey);
    if (!existing) throw new Error('idempotency key conflict without an entry');
    return {
      entry: existing,
      balance: (await readBalance(tx, workspaceId)).balance,
      replayed: true,
    };
  }
  const balance = await addToBalance(tx, workspaceId, grant.amount, grant.expiresAt ?? null);
  return { entry, balance, replayed: false };
};

/** Grants credits (an admin grant with its reason, a bought top-up) in a transaction of its own. */
export const grantCredits = (
  db: Database,
  workspaceId: string,
  grant: Grant,
): Promise<LedgerReceipt> => db.transaction((tx) => grantCreditsIn(tx, workspaceId, grant));
