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

/** `?for=reschedule` on a booked link: the slots it may move to (its own time counts as free). */
export const publicSchedulingQuery = z.object({ for: z.enum(['reschedule']).optional() });

export const bookSlotRequest = z.object({ starts_at: z.iso.datetime({ offset: true }) });
export const bookSlotResponse = envelope(bookingSchema);

export const NO_EMAIL_FOR_LINK_MESSAGE =
  'This candidate has no e-mail address: copy the link and send it another way.';
export const SLOT_TAKEN_MESSAGE = 'That time was just taken. Please pick another one.';
export const LINK_CLOSED_MESSAGE = 'This scheduling link is no longer open.';
export const NOT_BOOKED_MESSAGE = 'This interview is not booked: pick a time instead.';
export const SAME_TIME_MESSAGE = 'That is already the time of your interview.';

/** One link of a project as its recruiters see it: the candidate, the organizers, the booking. */
export const projectInterviewSchema = z.object({
  link_id: z.string(),
  candidate: z.object({ id: z.string(), name: z.string() }),
  title: z.string(),
  /** open: waiting for the candidate to pick; booked; canceled (by the recruiter). */
  status: z.enum(['open', 'booked', 'canceled']),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  organizers: z.array(z.string()),
  video_url: z.string().nullable(),
  created_at: z.string(),
});
export type ProjectInterview = z.infer<typeof projectInterviewSchema>;

/**
 * GET /api/project/{projectId}/interviews: links waiting for the candidate and interviews still
 * to come, soonest first; with candidate_id, every link of that person in the project.
 */
export const projectInterviewsQuery = z.object({ candidate_id: z.uuid().optional() });
export const projectInterviewsResponse = envelope(z.array(projectInterviewSchema));
export const schedulingLinkParams = z.object({
  projectId: z.uuid(),
  candidateId: z.uuid(),
  linkId: z.uuid(),
});
