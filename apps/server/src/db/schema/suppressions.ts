import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { tenantColumns, workspaceIdColumn } from './tenant-columns';

/**
 * An erased person (issue 19, decision 036): one-way hashes of their normalised e-mail, phones
 * and LinkedIn key, so a later import or save of them is refused; who erased and when, and
 * whether an admin lifted it. No personal data and no candidate id (the audit row has that).
 */
export const suppression = pgTable(
  'suppression',
  {
    ...tenantColumns(),
    /** SHA-256 hex of `salt:kind:value` per identifier, with the workspace's salt. */
    hashes: text('hashes').array().notNull(),
    /** Which kinds of identifier were hashed (email, phone, linkedin), for the settings list. */
    kinds: text('kinds').array().notNull(),
    erasedByUserId: text('erased_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedByUserId: text('lifted_by_user_id').references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('suppression_workspace_idx').on(table.workspaceId, table.erasedAt),
    index('suppression_hashes_idx')
      .using('gin', table.hashes)
      .where(sql`lifted_at is null`),
  ],
);

/** The random salt of a workspace's suppression hashes, made at its first erasure. */
export const suppressionSalt = pgTable('suppression_salt', {
  workspaceId: workspaceIdColumn().primaryKey(),
  salt: text('salt').notNull(),
});
