import { z } from 'zod';
import { envelope } from '../http/envelope';
import { isTimeZone } from './zoned-time';

const clock = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:00.')
  .transform((value) => {
    const [hours = 0, minutes = 0] = value.split(':').map(Number);
    return hours * 60 + minutes;
  });

/** POST /api/project/{projectId}/candidate/{candidateId}/scheduling-link */
export const createSchedulingLinkRequest = z.object({
  /** The organizers' connected calendars: a slot is offered only when every one is free. */
  calendar_account_ids: z.array(z.uuid()).min(1, 'Choose at least one calendar.').max(5),
  title: z.string().trim().min(1).max(200),
  video_url: z
    .url({ protocol: /^https$/, message: 'Use an https:// video link.' })
    .max(2000)
    .optional(),
  duration_minutes: z.number().int().min(15).max(240),
  buffer_minutes: z.number().int().min(0).max(120).default(0),
  working_hours: z
    .object({
      timezone: z.string().max(64).refine(isTimeZone, 'Not a known time zone.'),
      days: z.array(z.number().int().min(0).max(6)).min(1).max(7),
      start: clock,
      end: clock,
    })
    .refine((hours) => hours.end > hours.start, {
      message: 'The working day must end after it starts.',
      path: ['end'],
    }),
  minimum_notice_hours: z.number().int().min(0).max(336).default(4),
  horizon_days: z.number().int().min(1).max(60).default(14),
  /** E-mail the link to the candidate now (from the product's mail, with the organizers named). */
  send_email: z.boolean().default(false),
});
export type CreateSchedulingLinkRequest = z.infer<typeof createSchedulingLinkRequest>;

export const schedulingLinkSchema = z.object({
  id: z.string(),
  url: z.string(),
  status: z.enum(['open', 'booked', 'canceled']),
  /** The address the link was e-mailed to, or null when it was not sent. */
  emailed_to: z.string().nullable(),
});
export const schedulingLinkResponse = envelope(schedulingLinkSchema);

export const schedulingTokenParams = z.object({ token: z.string().min(20).max(100) });

export const bookingSchema = z.object({
  starts_at: z.string(),
  ends_at: z.string(),
  video_url: z.string().nullable(),
});

/** GET /api/scheduling/{token}: what the candidate's page shows. */
export const publicSchedulingResponse = envelope(
  z.object({
    title: z.string(),
    duration_minutes: z.number(),
    organizers: z.array(z.string()),
    status: z.enum(['open', 'booked', 'canceled']),
    slots: z.array(z.string()),
    booking: bookingSchema.nullable(),
  }),
);

export const bookSlotRequest = z.object({ starts_at: z.iso.datetime({ offset: true }) });
export const bookSlotResponse = envelope(bookingSchema);

export const NO_EMAIL_FOR_LINK_MESSAGE =
  'This candidate has no e-mail address: copy the link and send it another way.';
export const SLOT_TAKEN_MESSAGE = 'That time was just taken. Please pick another one.';
export const LINK_CLOSED_MESSAGE = 'This scheduling link is no longer open.';
