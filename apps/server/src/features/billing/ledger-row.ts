import { describeLedgerEntry } from '@hirelane/domain/billing/credit-ledger-labels';
import type { CreditLedgerRow } from '@hirelane/domain/billing/credit-usage.schema';
import type { UsageLedgerRow } from './credit-usage-store';

/** A ledger row as the usage page and the export show it. */
export const toLedgerRow = (row: UsageLedgerRow): CreditLedgerRow => ({
  _id: row.id,
  created_at: row.createdAt.toISOString(),
  kind: row.kind,
  amount: row.amount,
  description: describeLedgerEntry(row),
  action: row.action,
  object:
    row.objectType && row.objectId
      ? { type: row.objectType, id: row.objectId, name: row.objectName }
      : null,
  user: row.userEmail ? { name: row.userName ?? row.userEmail, email: row.userEmail } : null,
  expires_at: row.expiresAt?.toISOString() ?? null,
});
