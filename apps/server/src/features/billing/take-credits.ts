import { creditCost, type CreditAction } from '@hirelane/domain/billing/credit-prices';
import type { Database } from '../../db/client';
import {
  appendLedgerEntry,
  findLedgerEntryByKey,
  readBalance,
  takeFromBalance,
} from './credit-ledger-store';
import { expireDueGrantsNow } from './expire-due-grants';
import { InsufficientCreditsError } from './insufficient-credits-error';
import type { LedgerReceipt } from './ledger-receipt';

export type TakeCreditsInput = {
  workspaceId: string;
  action: CreditAction;
  /** Units of the action (reveals, minutes, candidates); 1 when omitted. */
  quantity?: number;
  /** The same key never charges twice: a repeat answers the first entry. */
  idempotencyKey: string;
  objectType?: string;
  objectId?: string;
  userId?: string | null;
};

/** Rolls a take back when a grant's expiry is due: it is written first, then the take retried. */
class ExpiryDue extends Error {}

/**
 * A debit or a hold (decision 021), in one transaction: the entry is written first (a repeated
 * idempotency key stops here), then the balance row is decremented only if it covers the cost —
 * two statements, the row lock serializing the workspace. When a grant's expiry is due, the take
 * rolls back, the expiry is written in a transaction of its own (so a refusal keeps it), and
 * the take runs again. A refusal rolls the entry back.
 */
export const takeCredits = async (
  db: Database,
  kind: 'debit' | 'hold',
  input: TakeCreditsInput,
): Promise<LedgerReceipt> => {
  try {
    return await attemptTake(db, kind, input);
  } catch (error) {
    if (!(error instanceof ExpiryDue)) throw error;
    await expireDueGrantsNow(db, input.workspaceId);
    return attemptTake(db, kind, input);
  }
};

const attemptTake = (
  db: Database,
  kind: 'debit' | 'hold',
  input: TakeCreditsInput,
): Promise<LedgerReceipt> => {
  const { workspaceId } = input;
  const cost = creditCost(input.action, input.quantity ?? 1);
  return db.transaction(async (tx) => {
    const entry = await appendLedgerEntry(tx, workspaceId, {
      kind,
      amount: -cost,
      reason: input.action,
      idempotencyKey: input.idempotencyKey,
      action: input.action,
      objectType: input.objectType ?? null,
      objectId: input.objectId ?? null,
      userId: input.userId ?? null,
    });
    if (!entry) {
      const existing = await findLedgerEntryByKey(tx, workspaceId, input.idempotencyKey);
      if (!existing) throw new Error('idempotency key conflict without an entry');
      return {
        entry: existing,
        balance: (await readBalance(tx, workspaceId)).balance,
        replayed: true,
      };
    }
    const balance = await takeFromBalance(tx, workspaceId, cost);
    if (balance !== undefined) return { entry, balance, replayed: false };
    const current = await readBalance(tx, workspaceId);
    if (current.nextExpiryAt && current.nextExpiryAt <= new Date()) throw new ExpiryDue();
    throw new InsufficientCreditsError(cost, current.balance);
  });
};
