import { settleOutcome } from '@hirelane/domain/billing/credit-ledger-rules';
import { CREDIT_PRICES, isCreditAction } from '@hirelane/domain/billing/credit-prices';
import type { Database, Executor } from '../../db/client';
import { notFound, unprocessable } from '../../http/http-error';
import {
  addToBalance,
  appendLedgerEntry,
  findLedgerEntry,
  findLedgerEntryByKey,
  lockBalance,
  type LedgerRow,
} from './credit-ledger-store';
import { expireDueGrants } from './expire-due-grants';
import type { LedgerReceipt } from './ledger-receipt';

export const HOLD_NOT_FOUND_MESSAGE = 'Hold not found.';

/**
 * Closes a hold of the workspace (decision 021): charges `charged(hold)` credits of it and gives
 * the rest back. A hold closes once (its close has the idempotency key `close:<hold id>`); a
 * repeat answers the first close. Another workspace's hold is not found.
 */
export const closeHold = (
  db: Database,
  input: { workspaceId: string; holdId: string; userId?: string | null },
  charged: (hold: LedgerRow) => number,
): Promise<LedgerReceipt> => db.transaction((tx) => closeHoldWithin(tx, input, charged));

/** {@link closeHold} inside the caller's transaction. */
export const closeHoldWithin = async (
  tx: Executor,
  input: { workspaceId: string; holdId: string; userId?: string | null },
  charged: (hold: LedgerRow) => number,
): Promise<LedgerReceipt> => {
  const { workspaceId, holdId } = input;
  const now = new Date();
  const locked = await lockBalance(tx, workspaceId);
  if (locked.nextExpiryAt && locked.nextExpiryAt <= now)
    await expireDueGrants(tx, workspaceId, now);
  const hold = await findLedgerEntry(tx, workspaceId, holdId);
  if (!hold || hold.kind !== 'hold') throw notFound(HOLD_NOT_FOUND_MESSAGE);
  const idempotencyKey = `close:${hold.id}`;
  const existing = await findLedgerEntryByKey(tx, workspaceId, idempotencyKey);
  if (existing)
    return {
      entry: existing,
      balance: (await lockBalance(tx, workspaceId)).balance,
      replayed: true,
    };
  const outcome = settleOutcome(-hold.amount, charged(hold), { id: idempotencyKey, holdId });
  if (outcome.refused) throw unprocessable(outcome.reason);
  const entry = await appendLedgerEntry(tx, workspaceId, {
    kind: outcome.entry.kind,
    amount: outcome.entry.amount,
    reason: hold.reason,
    idempotencyKey,
    action: hold.action,
    objectType: hold.objectType,
    objectId: hold.objectId,
    userId: input.userId ?? hold.userId,
    holdId: hold.id,
  });
  if (!entry) throw new Error('hold closed twice under the balance lock');
  const balance = await addToBalance(tx, workspaceId, outcome.entry.amount);
  return { entry, balance, replayed: false };
};

/** Settles a hold at the real quantity of its action (e.g. 7 minutes of a 10-minute hold). */
export const settleHold = (
  db: Database,
  input: { workspaceId: string; holdId: string; quantity: number; userId?: string | null },
): Promise<LedgerReceipt> =>
  closeHold(db, input, (hold) => {
    if (!Number.isInteger(input.quantity) || input.quantity < 0)
      throw unprocessable('The quantity is a whole number ≥ 0.');
    if (!isCreditAction(hold.action)) throw new Error(`hold ${hold.id} has no priced action`);
    return CREDIT_PRICES[hold.action] * input.quantity;
  });
