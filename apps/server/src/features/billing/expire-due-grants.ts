import { expiredRemainder } from '@hirelane/domain/billing/credit-ledger-rules';
import type { Executor } from '../../db/client';
import {
  adjustBalance,
  appendLedgerEntry,
  findDueGrants,
  refreshNextExpiry,
  sumBalanceAt,
  sumGrantsValidAfter,
} from './credit-ledger-store';

/**
 * Writes the expiry of every plan or trial grant whose period has ended (decision 021): an
 * `expire` row dated at the period end takes the grant's unused remainder off the balance.
 * The caller holds the workspace's balance lock (lockBalance), so spending waits for it.
 */
export const expireDueGrants = async (
  db: Executor,
  workspaceId: string,
  now: Date,
): Promise<number> => {
  let expired = 0;
  for (const grant of await findDueGrants(db, workspaceId, now)) {
    const at = grant.expiresAt!;
    const amount = expiredRemainder({
      grantAmount: grant.amount,
      balanceAtExpiry: await sumBalanceAt(db, workspaceId, at),
      stillValidGrants: await sumGrantsValidAfter(db, workspaceId, at),
    });
    await appendLedgerEntry(db, workspaceId, {
      kind: 'expire',
      amount: -amount,
      reason: 'period_end',
      idempotencyKey: `expire:${grant.id}`,
      holdId: grant.id,
      createdAt: at,
    });
    expired += amount;
  }
  if (expired > 0) await adjustBalance(db, workspaceId, -expired);
  await refreshNextExpiry(db, workspaceId, now);
  return expired;
};
