import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { candidate } from './candidates';
import { storedFile } from './files';
import { project } from './projects';
import { createdAtColumn } from './columns';
import { tenantColumns } from './tenant-columns';

/** One CSV or resume import into a project: its progress and its summary. */
export const importJob = pgTable(
  'import_job',
  {
    ...tenantColumns(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('queued'),
    fileId: uuid('file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    mapping: jsonb('mapping').$type<Record<string, string>>(),
    totalRows: integer('total_rows'),
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    mergedCount: integer('merged_count').notNull().default(0),
    rejectedCount: integer('rejected_count').notNull().default(0),
    /** Rows of an erased person (a suppression, decision 036): skipped, not imported. */
    suppressedCount: integer('suppressed_count').notNull().default(0),
    rejectedFileId: uuid('rejected_file_id').references(() => storedFile.id, {
      onDelete: 'set null',
    }),
    error: text('error'),
    createdByUserId: text('created_by_user_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAtColumn(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('import_job_project_idx').on(table.projectId),
    index('import_job_feed_idx')
      .on(table.workspaceId, table.finishedAt, table.id)
      .where(sql`finished_at is not null`),
  ],
);

/** One file of a resume import. */
export const importFile = pgTable(
  'import_file',
  {
    ...tenantColumns(),
    importId: uuid('import_id')
      .notNull()
      .references(() => importJob.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    filename: text('filename').notNull(),
    size: integer('size').notNull(),
    status: text('status').notNull().default('queued'),
    reason: text('reason'),
    outcome: text('outcome'),
    candidateId: uuid('candidate_id').references(() => candidate.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('import_file_import_idx').on(table.importId)],
);
