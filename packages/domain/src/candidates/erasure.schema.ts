import { z } from 'zod';
import { envelope } from '../http/envelope';
import { normalizeEmail } from './identity';
import { SUPPRESSION_KINDS } from './suppression';

/** POST /api/candidate/{candidateID}/erase: nothing to send; the route and the id say it all. */
export const eraseCandidateRequest = z.object({}).strict();

export const eraseCandidateResponse = envelope(
  z.object({
    candidate_id: z.string(),
    erased_at: z.string(),
    /** Stored files whose bytes were removed (resume, interview recordings). */
    removed_files: z.number().int(),
    /** The kinds of identifier now on the suppression list (none when the person had none). */
    suppressed: z.array(z.enum(SUPPRESSION_KINDS)),
  }),
);
export type EraseCandidateResult = z.infer<typeof eraseCandidateResponse>['data'];

export const ERASED_MESSAGE =
  'The person was erased. A later import of their e-mail, phone or LinkedIn profile is refused.';
export const ERASE_DENIED_MESSAGE = 'Only workspace owners and admins can erase a person.';

/** A suppression as the settings list shows it: no personal data, only when, who and what kind. */
export const suppressionSchema = z.object({
  _id: z.string(),
  erased_at: z.string(),
  erased_by: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
  kinds: z.array(z.enum(SUPPRESSION_KINDS)),
  lifted_at: z.string().nullable(),
  lifted_by: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
});
export type Suppression = z.infer<typeof suppressionSchema>;

/** The settings list shows at most this many (newest first). */
export const SUPPRESSION_LIST_LIMIT = 200;

export const suppressionListResponse = envelope(
  z.object({ suppressions: z.array(suppressionSchema) }),
);

/** POST /api/workspace/suppressions/check: is this e-mail on the list? */
export const checkSuppressionRequest = z.object({
  email: z
    .string()
    .trim()
    .max(254, 'At most 254 characters.')
    .refine((value) => normalizeEmail(value) !== null, 'Enter a valid e-mail address.'),
});

export const checkSuppressionResponse = envelope(
  z.object({ suppression: suppressionSchema.nullable() }),
);

export const suppressionIdParams = z.object({
  suppressionID: z.uuid('Not a valid suppression id.'),
});

export const liftSuppressionResponse = envelope(z.object({ suppression: suppressionSchema }));

export const SUPPRESSION_LIFTED_MESSAGE =
  'Suppression lifted: this person can be added again by imports and forms.';
export const SUPPRESSION_NOT_FOUND = 'Suppression not found.';

/** The web sends a big selection in chunks of this many, to show progress between them. */
export const BULK_ERASE_CHUNK = 20;
/** The most people one bulk erase request takes (the directory's bulk limit). */
export const BULK_ERASE_MAX = 1_000;

/** POST /api/candidates/bulk/erase */
export const bulkEraseRequest = z.object({
  candidate_ids: z
    .array(z.uuid('Not a valid candidate id.'))
    .min(1, 'Select at least one person.')
    .max(
      BULK_ERASE_MAX,
      `Select at most ${BULK_ERASE_MAX.toLocaleString('en-US')} people at a time.`,
    ),
});

export const bulkEraseResultSchema = z.object({
  erased: z.number().int(),
  /** Unknown ids (another workspace's, or erased already): nothing was done. */
  skipped: z.number().int(),
  /** People whose erasure failed and was rolled back (theirs only; the others stay erased). */
  failed: z.number().int(),
});
export type BulkEraseResult = z.infer<typeof bulkEraseResultSchema>;
export const bulkEraseResponse = envelope(bulkEraseResultSchema);

const people = (count: number) =>
  count === 1 ? '1 person' : `${count.toLocaleString('en-US')} people`;

/** "3 people erased. 1 person skipped (already gone). 1 person could not be erased; try again." */
export const bulkEraseSummary = (result: BulkEraseResult): string =>
  [
    `${people(result.erased)} erased.`,
    result.skipped > 0 ? `${people(result.skipped)} skipped (not found or already erased).` : null,
    result.failed > 0 ? `${people(result.failed)} could not be erased; try again.` : null,
  ]
    .filter(Boolean)
    .join(' ');
