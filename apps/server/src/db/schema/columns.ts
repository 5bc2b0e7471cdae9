import { timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * The columns most tables share, so each is declared once. Imports no table: every schema file,
 * `workspaces.ts` included, can use it (tenant-columns.ts adds the workspace reference).
 */

/** `id`: a random UUID primary key. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** `created_at`: set by the database when the row is inserted. */
export const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `updated_at`: starts at the insert; writers set it on every change. */
export const updatedAtColumn = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** `created_at` and `updated_at`. */
export const timestamps = () => ({ createdAt: createdAtColumn(), updatedAt: updatedAtColumn() });
