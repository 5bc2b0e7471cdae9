import type { LedgerRow } from './credit-ledger-store';

/** What a ledger use case answers: the entry (new, or the one its idempotency key already had). */
export type LedgerReceipt = { entry: LedgerRow; balance: number; replayed: boolean };
