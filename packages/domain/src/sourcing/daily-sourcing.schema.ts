import { z } from 'zod';
import { envelope } from '../http/envelope';
import { talentSearchFiltersSchema } from '../search/talent-search.schema';
import { isKnownTimeZone, LOCAL_TIME_PATTERN } from './daily-run-time';
import { SOURCING_RUN_STATUSES, startSourcingRunSchema } from './sourcing.schema';

/**
 * Ria's optional daily run (issue 17): each morning, the saved search adds up to `count` new
 * matches to the project. Off by default; one schedule per project.
 */
export const DEFAULT_DAILY_RUN_TIME = '07:00';

export const saveDailySourcingSchema = startSourcingRunSchema.extend({
  enabled: z.boolean(),
  time: z.string().regex(LOCAL_TIME_PATTERN, 'A time such as 07:00.'),
  time_zone: z.string().max(64).refine(isKnownTimeZone, 'Not a time zone such as Europe/Berlin.'),
});
export type SaveDailySourcing = z.infer<typeof saveDailySourcingSchema>;
export type SaveDailySourcingInput = z.input<typeof saveDailySourcingSchema>;

export const dailySourcingSchema = z.object({
  enabled: z.boolean(),
  query: z.string(),
  filters: talentSearchFiltersSchema,
  count: z.number().int(),
  time: z.string(),
  time_zone: z.string(),
  /** When the next run starts; null when off. */
  next_run_at: z.string().nullable(),
  /** The run the schedule started last, if any. */
  last_run: z
    .object({
      _id: z.string(),
      status: z.enum(SOURCING_RUN_STATUSES),
      saved: z.number().int(),
      created_at: z.string(),
    })
    .nullable(),
  /** Why the last due run did not start (not enough credits, the teammate left…), or null. */
  last_error: z.string().nullable(),
});
export type DailySourcing = z.infer<typeof dailySourcingSchema>;
/** null: the project has never had a daily run. */
export const dailySourcingResponse = envelope(dailySourcingSchema.nullable());
