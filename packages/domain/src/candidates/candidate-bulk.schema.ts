import { z } from 'zod';
import { envelope } from '../http/envelope';
import { candidateDirectoryQuery } from './candidate-directory.schema';
import { DO_NOT_CONTACT_REASON_MAX } from './do-not-contact.schema';

/** The most people one bulk action of the directory takes. */
export const BULK_MAX = 1_000;

const candidateIds = z
  .array(z.uuid('Not a valid candidate id.'))
  .min(1, 'Select at least one person.')
  .max(BULK_MAX, `Select at most ${BULK_MAX.toLocaleString('en-US')} people at a time.`);

/** POST /api/candidates/bulk/add-to-project */
export const bulkAddToProjectRequest = z.object({
  project_id: z.uuid('Not a valid project id.'),
  candidate_ids: candidateIds,
});
export type BulkAddToProjectRequest = z.infer<typeof bulkAddToProjectRequest>;

export const bulkAddToProjectResultSchema = z.object({
  added: z.number().int(),
  already_in_project: z.number().int(),
  /** Ids the caller cannot see in the directory (or unknown): nothing was done with them. */
  skipped: z.number().int(),
});
export type BulkAddToProjectResult = z.infer<typeof bulkAddToProjectResultSchema>;
export const bulkAddToProjectResponse = envelope(bulkAddToProjectResultSchema);

/** POST /api/candidates/bulk/do-not-contact */
export const bulkDoNotContactRequest = z.object({
  candidate_ids: candidateIds,
  reason: z
    .string()
    .trim()
    .min(1, 'Say why these people must not be contacted.')
    .max(DO_NOT_CONTACT_REASON_MAX, `At most ${DO_NOT_CONTACT_REASON_MAX} characters.`),
});
export type BulkDoNotContactRequest = z.infer<typeof bulkDoNotContactRequest>;

export const bulkDoNotContactResultSchema = z.object({
  marked: z.number().int(),
  already: z.number().int(),
  /** People in none of the caller's projects where they may edit contact rules. */
  denied: z.number().int(),
  skipped: z.number().int(),
  stopped_sequences: z.number().int(),
});
export type BulkDoNotContactResult = z.infer<typeof bulkDoNotContactResultSchema>;
export const bulkDoNotContactResponse = envelope(bulkDoNotContactResultSchema);

/** POST /api/candidates/export: a CSV of these people (formula-safe cells). */
export const exportCandidatesRequest = z.object({ candidate_ids: candidateIds });
export type ExportCandidatesRequest = z.infer<typeof exportCandidatesRequest>;

/** GET /api/candidates/export: every person matching the directory's search and filters. */
export const exportMatchingQuery = candidateDirectoryQuery.omit({
  sort: true,
  cursor: true,
  limit: true,
});
export type ExportMatchingQuery = z.infer<typeof exportMatchingQuery>;

const people = (count: number) =>
  count === 1 ? '1 person' : `${count.toLocaleString('en-US')} people`;

/** "2 people added to the project. 1 person already in it. 1 person skipped." */
export const bulkAddSummary = (result: BulkAddToProjectResult): string =>
  [
    `${people(result.added)} added to the project.`,
    result.already_in_project > 0 ? `${people(result.already_in_project)} already in it.` : null,
    result.skipped > 0 ? `${people(result.skipped)} skipped.` : null,
  ]
    .filter(Boolean)
    .join(' ');

/** "2 people marked do-not-contact. 1 person already was. 1 person not yours to change." */
export const bulkDoNotContactSummary = (result: BulkDoNotContactResult): string =>
  [
    `${people(result.marked)} marked do-not-contact.`,
    result.already > 0 ? `${people(result.already)} already marked.` : null,
    result.denied > 0 ? `${people(result.denied)} not yours to change.` : null,
    result.skipped > 0 ? `${people(result.skipped)} skipped.` : null,
  ]
    .filter(Boolean)
    .join(' ');
