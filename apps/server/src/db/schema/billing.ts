import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';
import { tenantColumns } from './tenant-columns';

/**
 * The credits ledger of a workspace (DESIGN §4 Credits): positive rows are
 * grants (plan, trial), negative rows debits (paid actions). The balance is
 * the sum of a workspace's rows; rows are never updated.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    ...tenantColumns(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** For a plan grant: the end of the billing period it belongs to (one allowance per period). */
    periodEnd: timestamp('period_end', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [index('credit_ledger_workspace_idx').on(table.workspaceId)],
);
