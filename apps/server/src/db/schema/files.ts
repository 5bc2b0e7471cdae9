import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAtColumn } from './columns';
import { tenantColumns } from './tenant-columns';

/** A file kept in storage (resumes, imported CSVs, import reports); bytes live in storage. */
export const storedFile = pgTable(
  'stored_file',
  {
    ...tenantColumns(),
    storageKey: text('storage_key').notNull().unique(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdByUserId: text('created_by_user_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAtColumn(),
  },
  (table) => [index('stored_file_workspace_idx').on(table.workspaceId)],
);
