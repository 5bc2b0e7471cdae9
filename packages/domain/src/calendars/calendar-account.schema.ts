import { z } from 'zod';
import { allowsPlainConnection } from '../accounts/plain-connection-hosts';
import { envelope } from '../http/envelope';
import { REQUIRED_MESSAGE } from '../http/validation-messages';

export const CALENDAR_PROVIDERS = ['caldav'] as const;
export const CALENDAR_PROVIDER_LABELS: Record<(typeof CALENDAR_PROVIDERS)[number], string> = {
  caldav: 'CalDAV',
};

export const PLAIN_CALDAV_MESSAGE =
  'Use an https:// address: plain http:// is only allowed to servers on this machine or a private network.';

const serverUrl = z
  .string()
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .max(2000)
  .pipe(z.url({ protocol: /^https?$/, message: 'Not a valid https:// address.' }))
  .refine((value) => {
    const match = /^(https?):\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]+)/i.exec(value);
    return match?.[1]?.toLowerCase() === 'https' || allowsPlainConnection(match?.[2] ?? '');
  }, PLAIN_CALDAV_MESSAGE);

/** POST /api/communication/calendar/account/caldav: the server finds the calendars first. */
export const connectCaldavRequest = z.object({
  address: z
    .string()
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(320)
    .pipe(z.email('Not a valid e-mail address.'))
    .transform((value) => value.toLowerCase()),
  server_url: serverUrl,
  /** Defaults to the address when left empty. */
  username: z.string().trim().max(320).optional(),
  password: z.string().min(1, REQUIRED_MESSAGE).max(1000),
});
export type ConnectCaldavRequest = z.infer<typeof connectCaldavRequest>;

export const calendarAccountSchema = z.object({
  id: z.string(),
  provider: z.enum(CALENDAR_PROVIDERS),
  address: z.string(),
  server_url: z.string(),
  status: z.enum(['verified', 'invalid']),
  invalid_reason: z.string().nullable(),
  /** Where booked interviews are written. */
  event_calendar: z.string(),
  /** Every calendar read for busy time. */
  calendars: z.array(z.string()),
  owner: z.object({ user_id: z.string(), name: z.string() }),
  /** The viewer connected it, or may remove it (owners and admins). */
  can_remove: z.boolean(),
  checked_at: z.string(),
});
export type CalendarAccount = z.infer<typeof calendarAccountSchema>;

export const calendarAccountResponse = envelope(calendarAccountSchema);
export const calendarAccountsResponse = envelope(z.array(calendarAccountSchema));
export const calendarAccountIdParams = z.object({ id: z.uuid() });
