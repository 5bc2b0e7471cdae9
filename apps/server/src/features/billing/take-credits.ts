import { creditCost, type CreditAction } from '@hirelane/domain/billing/credit-prices';
import type { Database } from '../../db/client';
import {
  appendLedgerEntry,
  findLedgerEntryByKey,
  lockBalance,
  readBalance,
  takeFromBalance,
} from './credit-ledger-store';
import { expireDueGrants } from './expire-due-grants';
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

/**
 * A debit or a hold (decision 021), in one transaction: the entry is written first (a repeated
 * idempotency key stops here), then the balance row is decremented only if it covers the cost.
 * The fast path is those two statements; the slow path locks the balance, writes due expiries
 * and tries once more. A refusal rolls the entry back.
 */
export const takeCredits = (
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
    let balance = await takeFromBalance(tx, workspaceId, cost);
    if (balance === undefined) {
      const now = new Date();
      const locked = await lockBalance(tx, workspaceId);
      if (locked.nextExpiryAt && locked.nextExpiryAt <= now)
        await expireDueGrants(tx, workspaceId, now);
      balance = await takeFromBalance(tx, workspaceId, cost);
      if (balance === undefined)
        throw new InsufficientCreditsError(cost, (await readBalance(tx, workspaceId)).balance);
    }
    return { entry, balance, replayed: false };
  });
};
