import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workspace } from './workspaces';

/**
 * The credits ledger of a workspace (DESIGN §4 Credits): positive rows are
 * grants (plan, trial), negative rows debits (paid actions). The balance is
 * the sum of a workspace's rows; rows are never updated.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspace.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** For a plan grant: the end of the billing period it belongs to (one allowance per period). */
    periodEnd: timestamp('period_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('credit_ledger_workspace_idx').on(table.workspaceId)],
);
