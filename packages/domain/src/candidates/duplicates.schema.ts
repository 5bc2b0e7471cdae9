import { z } from 'zod';
import { envelope } from '../http/envelope';

/** Why two people are offered for a merge (decision 043). */
export const DUPLICATE_REASONS = ['name_and_company', 'phone'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];
export const DUPLICATE_REASON_LABELS: Record<DuplicateReason, string> = {
  name_and_company: 'Same name and company',
  phone: 'Same phone',
};

/** The fields the side-by-side compares, where the user picks which value to keep. */
export const MERGE_FIELDS = [
  'full_name',
  'email',
  'linkedin_url',
  'current_company',
  'designation',
  'current_city',
  'country',
  'summary',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export const MERGE_FIELD_LABELS: Record<MergeField, string> = {
  full_name: 'Name',
  email: 'E-mail',
  linkedin_url: 'LinkedIn',
  current_company: 'Company',
  designation: 'Title',
  current_city: 'City',
  country: 'Country',
  summary: 'Summary',
};

/** At most this many pairs per answer (the most recent people first). */
export const DUPLICATE_PAIR_LIMIT = 100;

export const duplicatePersonSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  current_company: z.string().nullable(),
  designation: z.string().nullable(),
  current_city: z.string().nullable(),
  country: z.string().nullable(),
  summary: z.string().nullable(),
  phone_numbers: z.array(z.string()),
  source: z.string(),
  created_at: z.string(),
  /** Names of the projects they are in (every project: the review is for owners and admins). */
  projects: z.array(z.string()),
});
export type DuplicatePerson = z.infer<typeof duplicatePersonSchema>;

export const duplicatePairSchema = z.object({
  reason: z.enum(DUPLICATE_REASONS),
  /** The older person (kept by default as the primary). */
  a: duplicatePersonSchema,
  b: duplicatePersonSchema,
});
export type DuplicatePair = z.infer<typeof duplicatePairSchema>;

export const duplicateListResponse = envelope(
  z.object({ pairs: z.array(duplicatePairSchema), capped: z.boolean() }),
);
export type DuplicateList = z.infer<typeof duplicateListResponse>['data'];

const twoPeople = z
  .object({
    primary_id: z.uuid('Not a valid candidate id.'),
    secondary_id: z.uuid('Not a valid candidate id.'),
  })
  .refine((body) => body.primary_id !== body.secondary_id, 'Pick two different people.');

/** POST /api/candidates/duplicates/merge: the secondary joins the primary and is removed. */
export const mergeDuplicatesRequest = z
  .object({
    primary_id: z.uuid('Not a valid candidate id.'),
    secondary_id: z.uuid('Not a valid candidate id.'),
    /** Fields whose secondary value wins; every other field keeps the primary's (or fills a gap). */
    keep_secondary: z.array(z.enum(MERGE_FIELDS)).max(MERGE_FIELDS.length).default([]),
  })
  .refine((body) => body.primary_id !== body.secondary_id, 'Pick two different people.');
export type MergeDuplicatesRequest = z.infer<typeof mergeDuplicatesRequest>;

export const mergeDuplicatesResponse = envelope(
  z.object({
    candidate_id: z.string(),
    merged_id: z.string(),
    moved_links: z.number().int(),
    combined_links: z.number().int(),
  }),
);
export type MergeDuplicatesResult = z.infer<typeof mergeDuplicatesResponse>['data'];

/** POST /api/candidates/duplicates/dismiss: "Not a duplicate", for good. */
export const dismissDuplicateRequest = twoPeople;
export const dismissDuplicateResponse = envelope(z.object({ dismissed: z.boolean() }));

export const MERGED_MESSAGE =
  'Merged: one person now holds both profiles’ projects, messages, notes and files.';
export const DISMISSED_MESSAGE = 'Kept as two people. This pair will not be offered again.';
export const MERGE_DENIED_MESSAGE = 'Only workspace owners and admins can review duplicates.';

/** A value as the side-by-side shows and compares it: blank is "no value". */
const present = (value: string | null): string | null =>
  value !== null && value.trim() !== '' ? value : null;

/** The fields where the two differ and both have a value: the only real choices. */
export const conflictingFields = (primary: DuplicatePerson, secondary: DuplicatePerson) =>
  MERGE_FIELDS.filter((field) => {
    const a = present(primary[field]);
    const b = present(secondary[field]);
    return a !== null && b !== null && a.trim().toLowerCase() !== b.trim().toLowerCase();
  });

/**
 * The merged value of each field: the secondary's where the user chose it, else the primary's,
 * and a gap of the primary filled from the secondary (decision 006's rule for merges).
 */
export const mergedValues = (
  primary: DuplicatePerson,
  secondary: DuplicatePerson,
  keepSecondary: readonly MergeField[],
): Record<MergeField, string | null> =>
  Object.fromEntries(
    MERGE_FIELDS.map((field) => {
      const a = present(primary[field]);
      const b = present(secondary[field]);
      return [field, keepSecondary.includes(field) ? (b ?? a) : (a ?? b)];
    }),
  ) as Record<MergeField, string | null>;
