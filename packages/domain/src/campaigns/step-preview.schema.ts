import { z } from 'zod';
import { envelope } from '../http/envelope';

/** GET /api/campaign/{campaignID}/preview-values?candidate_id=: the values a step would use for one candidate of the project. */
export const previewValuesQuery = z.object({
  candidate_id: z.uuid('Not a valid candidate id.').optional(),
});

export const previewValuesSchema = z.object({
  /** The candidate previewed (the first of the project when none was asked), or null when the project has none. */
  candidate: z.object({ _id: z.string(), full_name: z.string() }).nullable(),
  /** Candidates of the project to pick from (at most 50, most recent first). */
  candidates: z.array(z.object({ _id: z.string(), full_name: z.string() })),
  /** Every template variable and candidate field: its value, or null when there is none. */
  values: z.record(z.string(), z.string().nullable()),
});
export type PreviewValues = z.infer<typeof previewValuesSchema>;
export const previewValuesResponse = envelope(previewValuesSchema);
