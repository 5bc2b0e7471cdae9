import { z } from 'zod';
import { boundedJsonObject } from '../http/bounded-json';
import { envelope } from '../http/envelope';

export const SAVED_SEARCH_KINDS = ['search', 'pipeline'] as const;
export const savedSearchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(SAVED_SEARCH_KINDS),
  query: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  /** Whether the viewer may delete it: its creator, the project owner or a workspace owner or admin. */
  can_delete: z.boolean(),
  /** When a saved talent search (kind search) was last run; null before its first run. */
  last_run_at: z.string().nullable().optional(),
  /**
   * People matching a saved talent search who were added to the workspace since its last run
   * ("N new since last run"); null before the first run, for pipeline filters, and when the saved
   * query is not a talent search request.
   */
  new_since_last_run: z.number().int().nullable().optional(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListResponse = envelope(z.array(savedSearchSchema));
/** A saved filter is a flat set of filters (stage, search words, custom-field ranges). */
export const SAVED_SEARCH_QUERY_BOUNDS = { maxDepth: 4, maxEntries: 200, maxStringLength: 500 };
export const saveSearchRequest = z.object({
  name: z.string().trim().min(1, 'This field is required.').max(80, 'At most 80 characters.'),
  kind: z.enum(SAVED_SEARCH_KINDS),
  query: boundedJsonObject(SAVED_SEARCH_QUERY_BOUNDS),
});
export const savedSearchResponse = envelope(savedSearchSchema);

export const savedSearchListQuery = z.object({
  workspace: z.string(),
  kind: z.enum(SAVED_SEARCH_KINDS).optional(),
});
export const savedSearchParams = z.object({
  id: z.uuid('Not a valid project id.'),
  searchId: z.uuid('Not a valid saved search id.'),
});
