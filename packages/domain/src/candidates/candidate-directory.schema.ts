import { z } from 'zod';
import { envelope } from '../http/envelope';
import { candidateStageSchema } from '../pipeline/stages';
import { candidateSourceSchema } from '../product/candidate-sources';

/** The directory's orders: newest person first, or by name (A to Z). */
export const DIRECTORY_SORTS = ['recent', 'name'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
export const DIRECTORY_SORT_LABELS: Record<DirectorySort, string> = {
  recent: 'Newest first',
  name: 'Name (A to Z)',
};

/** Contact status filters: nothing stops contact, or one of the three reasons it is stopped. */
export const DIRECTORY_CONTACT_FILTERS = [
  'contactable',
  'do_not_contact',
  'unsubscribed',
  'bounced',
] as const;
export type DirectoryContactFilter = (typeof DIRECTORY_CONTACT_FILTERS)[number];
export const DIRECTORY_CONTACT_LABELS: Record<DirectoryContactFilter, string> = {
  contactable: 'Contactable',
  do_not_contact: 'Do not contact',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
};

/** Exact counts stop here; above it the page says "1,000+". */
export const DIRECTORY_EXACT_COUNT_LIMIT = 1_000;
export const DIRECTORY_PAGE_SIZE = 100;
export const DIRECTORY_SEARCH_MAX = 200;

/** GET /api/candidates */
export const candidateDirectoryQuery = z.object({
  /** Name, e-mail, current company or current title. */
  q: z.string().trim().max(DIRECTORY_SEARCH_MAX, 'At most 200 characters.').optional(),
  project: z.uuid('Not a valid project id.').optional(),
  stage: candidateStageSchema.optional(),
  source: candidateSourceSchema.optional(),
  contact: z.enum(DIRECTORY_CONTACT_FILTERS).optional(),
  sort: z.enum(DIRECTORY_SORTS).default('recent'),
  cursor: z.string().max(4000).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(DIRECTORY_PAGE_SIZE),
});
export type CandidateDirectoryQuery = z.infer<typeof candidateDirectoryQuery>;

export const directoryProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  stage: candidateStageSchema,
});

export const directoryRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  /** A candidate source (CANDIDATE_SOURCES); kept open so a newer value never breaks the page. */
  source: z.string(),
  /** ISO 8601: when the person joined the workspace. */
  added_at: z.string(),
  /** ISO 8601: the latest change to the person or to one of their visible project links. */
  last_activity_at: z.string(),
  /** Only the projects the caller may see. */
  projects: z.array(directoryProjectSchema),
  contact: z.object({
    do_not_contact: z.boolean(),
    unsubscribed: z.boolean(),
    bounced: z.boolean(),
  }),
});
export type DirectoryRow = z.infer<typeof directoryRowSchema>;

export const candidateDirectoryPageSchema = z.object({
  items: z.array(directoryRowSchema),
  /** Pass back as `cursor` for the next page; null at the end. */
  next_cursor: z.string().nullable(),
  /** Exact up to DIRECTORY_EXACT_COUNT_LIMIT; with total_capped, "more than" that. */
  total: z.number().int(),
  total_capped: z.boolean(),
  /** Owners and admins: the bulk "Erase" and duplicate merges (decision 043). */
  can_erase: z.boolean(),
  /** Owners and admins: the "Possible duplicates" review. */
  can_merge: z.boolean(),
});
export type CandidateDirectoryPage = z.infer<typeof candidateDirectoryPageSchema>;
export const candidateDirectoryResponse = envelope(candidateDirectoryPageSchema);

/** "1,000+" above the cap, else the exact number with thousands separators. */
export const formatDirectoryTotal = (page: { total: number; total_capped: boolean }): string =>
  page.total_capped
    ? `${DIRECTORY_EXACT_COUNT_LIMIT.toLocaleString('en-US')}+`
    : page.total.toLocaleString('en-US');
