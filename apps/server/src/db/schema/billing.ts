import {
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { workspace } from './workspaces';
import { createdAtColumn } from './columns';
import { tenantColumns, workspaceIdColumn } from './tenant-columns';

/**
 * The credits ledger of a workspace (DESIGN §4 Credits, decision 021): every movement of credits
 * is one row with a signed amount — grants and the give-backs of settles, releases and refunds
 * positive, debits, holds and expiries negative. The balance is the sum of a workspace's rows;
 * rows are never updated. Writers serialize per workspace (credit-ledger-store.ts).
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    ...tenantColumns(),
    /** grant, debit, hold, settle, release, refund, expire (credit-ledger-rules.ts). */
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** The same key never moves credits twice in one workspace. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The paid action of a debit or hold (credit-prices.ts). */
    action: text('action'),
    objectType: text('object_type'),
    objectId: text('object_id'),
    /** Who ran the action or granted the credits; kept as null when the account goes. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** settle, release: the hold they close; expire: the grant that expired. */
    holdId: uuid('hold_id').references((): AnyPgColumn => creditLedger.id),
    /** refund: the debit it gives back. */
    debitId: uuid('debit_id').references((): AnyPgColumn => creditLedger.id),
    /** For a plan grant: the end of the billing period it belongs to (one allowance per period). */
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** Plan and trial credits expire at the period end; top-ups and admin grants do not. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    // The usage page reads a workspace's rows by date, newest first, and its export pages by
    // (created_at, id): one index serves them and every workspace-scoped read (decision 024).
    index('credit_ledger_workspace_created_idx').on(table.workspaceId, table.createdAt, table.id),
    uniqueIndex('credit_ledger_idempotency_idx').on(table.workspaceId, table.idempotencyKey),
    index('credit_ledger_hold_idx').on(table.holdId),
    index('credit_ledger_debit_idx').on(table.debitId),
  ],
);

/**
 * The ledger's running sum per workspace (decision 021): kept in the same transaction as every
 * ledger row, so `balance` always equals the sum of the workspace's `credit_ledger` rows. Its row
 * lock is what serializes a workspace's spending: a debit is one conditional update
 * (`balance >= cost`), so two agents spending at once cannot overdraw.
 */
export const creditBalance = pgTable('credit_balance', {
  workspaceId: workspaceIdColumn().primaryKey(),
  balance: integer('balance').notNull().default(0),
  /** The earliest expiry of a grant not yet expired: spending waits until it is processed. */
  nextExpiryAt: timestamp('next_expiry_at', { withTimezone: true }),
});

/**
 * Stripe webhook events already processed (decision 023): the row is inserted in the same
 * transaction as the event's effect, so a replayed event is a no-op and a failed one is retried.
 */
export const stripeEvent = pgTable('stripe_event', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /**
   * The workspace the event concerned, when one was found. Deleting the workspace deletes its
   * events: a replay of one then finds no workspace and changes nothing.
   */
  workspaceId: uuid('workspace_id').references(() => workspace.id, { onDelete: 'cascade' }),
  processedAt: createdAtColumn(),
});
