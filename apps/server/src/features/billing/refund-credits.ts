import { refundOutcome } from '@hirelane/domain/billing/credit-ledger-rules';
import type { Database } from '../../db/client';
import { notFound, unprocessable } from '../../http/http-error';
import {
  addToBalance,
  appendLedgerEntry,
  findLedgerEntry,
  findLedgerEntryByKey,
  lockBalance,
  sumRefunds,
} from './credit-ledger-store';
import type { LedgerReceipt } from './ledger-receipt';

export const DEBIT_NOT_FOUND_MESSAGE = 'Debit not found.';

/**
 * Gives back (part of) a debit of the workspace for a failed action: all that is left of it when
 * `amount` is omitted, never more than was debited. Another workspace's debit is not found.
 */
export const refundCredits = (
  db: Database,
  input: {
    workspaceId: string;
    debitId: string;
    idempotencyKey: string;
    reason: string;
    amount?: number;
    userId?: string | null;
  },
): Promise<LedgerReceipt> => {
  const { workspaceId } = input;
  return db.transaction(async (tx) => {
    await lockBalance(tx, workspaceId);
    const existing = await findLedgerEntryByKey(tx, workspaceId, input.idempotencyKey);
    if (existing)
      return {
        entry: existing,
        balance: (await lockBalance(tx, workspaceId)).balance,
        replayed: true,
      };
    const debit = await findLedgerEntry(tx, workspaceId, input.debitId);
    if (!debit || debit.kind !== 'debit') throw notFound(DEBIT_NOT_FOUND_MESSAGE);
    const refunded = await sumRefunds(tx, workspaceId, debit.id);
    const outcome = refundOutcome(
      -debit.amount,
      refunded,
      input.amount ?? -debit.amount - refunded,
      {
        id: input.idempotencyKey,
        debitId: debit.id,
      },
    );
    if (outcome.refused) throw unprocessable(outcome.reason);
    const entry = await appendLedgerEntry(tx, workspaceId, {
      kind: 'refund',
      amount: outcome.entry.amount,
      reason: input.reason,
      idempotencyKey: input.idempotencyKey,
      action: debit.action,
      objectType: debit.objectType,
      objectId: debit.objectId,
      userId: input.userId ?? null,
      debitId: debit.id,
    });
    if (!entry) throw new Error('refund key taken under the balance lock');
    const balance = await addToBalance(tx, workspaceId, outcome.entry.amount);
    return { entry, balance, replayed: false };
  });
};
