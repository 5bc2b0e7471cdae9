import { z } from 'zod';
import { envelope } from '../http/envelope';
import type { SlotRules } from './scheduling-slots';
import { isTimeZone } from './zoned-time';

const clockText = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:00.');

export const clockMinutes = (value: string): number => {
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * A project's scheduling settings: the fields of a link request, kept as typed (times as "09:00")
 * so the form shows them back. Links made without a person choosing (the `{{scheduling_link}}`
 * campaign variable, an approved Charlie verdict) are made from them.
 */
export const schedulingSettingsSchema = z.object({
  calendar_account_ids: z.array(z.uuid()).min(1, 'Choose at least one calendar.').max(5),
  title: z.string().trim().min(1).max(200),
  video_url: z
    .url({ protocol: /^https$/, message: 'Use an https:// video link.' })
    .max(2000)
    .nullable()
    .default(null),
  duration_minutes: z.number().int().min(15).max(240),
  buffer_minutes: z.number().int().min(0).max(120).default(0),
  working_hours: z
    .object({
      timezone: z.string().max(64).refine(isTimeZone, 'Not a known time zone.'),
      days: z.array(z.number().int().min(0).max(6)).min(1).max(7),
      start: clockText,
      end: clockText,
    })
    .refine((hours) => clockMinutes(hours.end) > clockMinutes(hours.start), {
      message: 'The working day must end after it starts.',
      path: ['end'],
    }),
  minimum_notice_hours: z.number().int().min(0).max(336).default(4),
  horizon_days: z.number().int().min(1).max(60).default(14),
});
export type SchedulingSettings = z.infer<typeof schedulingSettingsSchema>;

/** GET and PUT /api/project/{projectId}/scheduling-settings; null until someone saves them. */
export const schedulingSettingsResponse = envelope(
  z.object({
    settings: schedulingSettingsSchema.nullable(),
    /** Why links cannot be made from them now (none saved, a calendar gone or failing), or null. */
    problem: z.string().nullable(),
  }),
);

export const slotRulesOf = (settings: SchedulingSettings): SlotRules => ({
  durationMinutes: settings.duration_minutes,
  bufferMinutes: settings.buffer_minutes,
  workingHours: {
    timezone: settings.working_hours.timezone,
    days: [...new Set(settings.working_hours.days)],
    startMinute: clockMinutes(settings.working_hours.start),
    endMinute: clockMinutes(settings.working_hours.end),
  },
  minimumNoticeMinutes: settings.minimum_notice_hours * 60,
  horizonDays: settings.horizon_days,
  stepMinutes: 15,
});

export const NO_SCHEDULING_SETTINGS =
  "This project has no scheduling settings: choose the calendars, the interview's length and the working hours in the project's settings.";
export const SCHEDULING_CALENDARS_BROKEN =
  "A calendar of this project's scheduling settings is no longer connected or working: choose working calendars in the project's settings.";

/** Where a project's scheduling settings are set (a section of its settings page). */
export const schedulingSettingsPath = (projectId: string): string =>
  `/app/projects/${encodeURIComponent(projectId)}/settings#scheduling`;
