import type { Database } from '../../db/client';
import type { LedgerReceipt } from './ledger-receipt';
import { takeCredits, type TakeCreditsInput } from './take-credits';

/**
 * Reserves the most a long action may cost (an AI call's planned minutes): the credits leave the
 * balance now; settleHold charges the real amount and gives the rest back, releaseHold gives all
 * of it back.
 */
export const holdCredits = (db: Database, input: TakeCreditsInput): Promise<LedgerReceipt> =>
  takeCredits(db, 'hold', input);
