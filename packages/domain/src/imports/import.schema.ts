import { z } from 'zod';
import { envelope } from '../http/envelope';

export const IMPORT_KINDS = ['csv', 'resume'] as const;
export const IMPORT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export const importStatusSchema = z.enum(IMPORT_STATUSES);

export const MAX_CSV_BYTES = 50 * 1024 * 1024;
export const MAX_RESUME_FILES = 100;
export const MAX_RESUME_BYTES = 10 * 1024 * 1024;

/** Candidate fields a CSV column can be mapped to; `ignore` drops the column. */
export const CSV_TARGET_FIELDS = [
  'ignore',
  'full_name',
  'first_name',
  'last_name',
  'email',
  'linkedin_url',
  'phone',
  'current_company',
  'designation',
  'current_city',
  'country',
  'skills',
  'summary',
] as const;
export const csvTargetFieldSchema = z.enum(CSV_TARGET_FIELDS);
export type CsvTargetField = z.infer<typeof csvTargetFieldSchema>;

/**
 * Column mapping sent with the file: header (as it appears in the file) → target. A target may
 * also be `custom:<fieldId>` for one of the project's custom fields.
 */
export const MAX_MAPPED_COLUMNS = 500;
export const csvMappingSchema = z
  .record(
    z.string().max(500, 'A column name of at most 500 characters.'),
    z.union([csvTargetFieldSchema, z.string().regex(/^custom:[0-9a-f-]{36}$/, 'Unknown field.')]),
  )
  .refine((mapping) => Object.keys(mapping).length > 0, 'Map at least one column.')
  .refine(
    (mapping) => Object.keys(mapping).length <= MAX_MAPPED_COLUMNS,
    `At most ${MAX_MAPPED_COLUMNS} columns.`,
  );
export type CsvMapping = z.infer<typeof csvMappingSchema>;

export const RESUME_FILE_STATUSES = ['queued', 'parsing', 'done', 'refused', 'failed'] as const;
export const importFileSchema = z.object({
  _id: z.string(),
  filename: z.string(),
  size: z.number().int(),
  status: z.enum(RESUME_FILE_STATUSES),
  reason: z.string().nullable(),
  /** created: a new person; merged: an existing person of the workspace. */
  outcome: z.enum(['created', 'merged']).nullable(),
  candidate_id: z.string().nullable(),
});
export type ImportFile = z.infer<typeof importFileSchema>;

export const importJobSchema = z.object({
  _id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  status: importStatusSchema,
  filename: z.string().nullable(),
  total_rows: z.number().int().nullable(),
  processed_rows: z.number().int(),
  /** New people in the workspace. */
  created: z.number().int(),
  /** People already in this project whose details were updated. */
  updated: z.number().int(),
  /** People matched to an existing person (other project, or a duplicate row in the file). */
  merged: z.number().int(),
  rejected: z.number().int(),
  /** Rows of people erased at their request (a suppression in force): skipped, not imported. */
  suppressed: z.number().int(),
  error: z.string().nullable(),
  /** Download of the rejected rows with their reasons (CSV), when there are any. */
  rejected_report_url: z.string().nullable(),
  files: z.array(importFileSchema),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importJobResponse = envelope(importJobSchema);
export const importJobListResponse = envelope(z.array(importJobSchema));
export const importParams = z.object({ id: z.uuid(), importId: z.uuid('Not a valid import id.') });
