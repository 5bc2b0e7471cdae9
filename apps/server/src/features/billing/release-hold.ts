import type { Database } from '../../db/client';
import type { LedgerReceipt } from './ledger-receipt';
import { closeHold } from './settle-hold';

/** Gives a whole hold back (the action never ran); a hold closes once. */
export const releaseHold = (
  db: Database,
  input: { workspaceId: string; holdId: string; userId?: string | null },
): Promise<LedgerReceipt> => closeHold(db, input, () => 0);
