import { expiredRemainder } from '@hirelane/domain/billing/credit-ledger-rules';
import type { Database, Executor } from '../../db/client';
import {
  adjustBalance,
  appendExpiry,
  findDueGrants,
  lockBalance,
  refreshNextExpiry,
  sumLedgerAtExpiry,
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
    const atExpiry = await sumLedgerAtExpiry(db, workspaceId, grant.id);
    const amount = expiredRemainder({
      grantAmount: grant.amount,
      balanceAtExpiry: atExpiry.balance,
      stillValidGrants: atExpiry.stillValidGrants,
    });
    await appendExpiry(db, workspaceId, grant.id, amount);
    expired += amount;
  }
  if (expired > 0) await adjustBalance(db, workspaceId, -expired);
  await refreshNextExpiry(db, workspaceId, now);
  return expired;
};

/** Locks the balance and writes due expiries, in a transaction of its own. */
export const expireDueGrantsNow = (db: Database, workspaceId: string): Promise<number> =>
  db.transaction(async (tx) => {
    await lockBalance(tx, workspaceId);
    return expireDueGrants(tx, workspaceId, new Date());
  });
