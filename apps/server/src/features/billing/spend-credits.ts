import type { Database, Executor } from '../../db/client';
import type { LedgerReceipt } from './ledger-receipt';
import { takeCredits, takeCreditsWithin, type TakeCreditsInput } from './take-credits';

/**
 * Charges a paid action at the price list's cost (issue 16): refused with an
 * InsufficientCreditsError (422) when the balance cannot cover it; the same idempotency key
 * charges once.
 */
export const spendCredits = (db: Database, input: TakeCreditsInput): Promise<LedgerReceipt> =>
  takeCredits(db, 'debit', input);

/** The same charge inside the caller's transaction, so it commits (or not) with the action's writes. */
export const spendCreditsWithin = (tx: Executor, input: TakeCreditsInput): Promise<LedgerReceipt> =>
  takeCreditsWithin(tx, 'debit', input);
