import { z } from 'zod';

/** 0 = Sunday … 6 = Saturday, as Date.getDay counts. */
export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/**
 * When a campaign may send: on these weekdays, from start_hour (inclusive) to end_hour
 * (exclusive), in the time zone named. Work is spread across the window (the e-mail engine).
 */
export const sendingScheduleSchema = z
  .object({
    days: z
      .array(z.number().int().min(0).max(6))
      .min(1, 'Pick at least one day.')
      .max(7, 'At most 7 days.')
      // overwrite, not transform: the schema also serialises responses (zod encode).
      .overwrite((days) => [...new Set(days)].sort((a, b) => a - b)),
    start_hour: z.number().int().min(0).max(23),
    end_hour: z.number().int().min(1).max(24),
    timezone: z.string().refine(isTimeZone, 'Not a known time zone.'),
  })
  .refine((schedule) => schedule.end_hour > schedule.start_hour, {
    message: 'The window must end after it starts.',
    path: ['end_hour'],
  });
export type SendingSchedule = z.infer<typeof sendingScheduleSchema>;

export const DEFAULT_SENDING_SCHEDULE: SendingSchedule = {
  days: [1, 2, 3, 4, 5],
  start_hour: 9,
  end_hour: 17,
  timezone: 'UTC',
};

export const DEFAULT_DAILY_LIMIT = 50;
export const MAX_DAILY_LIMIT = 500;

/** PUT /api/campaign/{id}/settings: the launch page's choices; absent keys stay as they are. */
export const campaignSettingsRequest = z.object({
  /** The address of one of the workspace's verified mailboxes, or null to clear it. */
  from_email: z.email('Not a valid e-mail address.').nullable().optional(),
  /** The connected LinkedIn account's id (its account_id), or null to clear it. */
  from_linkedin: z.string().min(1).nullable().optional(),
  schedule: sendingScheduleSchema.optional(),
  daily_limit: z
    .number()
    .int()
    .min(1, 'At least 1 a day.')
    .max(MAX_DAILY_LIMIT, `At most ${MAX_DAILY_LIMIT} a day.`)
    .optional(),
  track_opens: z.boolean().optional(),
  track_clicks: z.boolean().optional(),
});
