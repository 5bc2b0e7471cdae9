import type { Database, Executor } from '../../db/client';
import type { LedgerReceipt } from './ledger-receipt';
import { closeHold, closeHoldWithin } from './settle-hold';

/** Gives a whole hold back (the action never ran); a hold closes once. */
export const releaseHold = (
  db: Database,
  input: { workspaceId: string; holdId: string; userId?: string | null },
): Promise<LedgerReceipt> => closeHold(db, input, () => 0);

/** {@link releaseHold} inside the caller's transaction. */
export const releaseHoldWithin = (
  tx: Executor,
  input: { workspaceId: string; holdId: string; userId?: string | null },
): Promise<LedgerReceipt> => closeHoldWithin(tx, input, () => 0);
