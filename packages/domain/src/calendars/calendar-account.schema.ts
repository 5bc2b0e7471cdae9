import { z } from 'zod';
import { allowsPlainConnection } from '../accounts/plain-connection-hosts';
import { envelope } from '../http/envelope';
import { REQUIRED_MESSAGE } from '../http/validation-messages';

export const CALENDAR_PROVIDERS = ['caldav', 'google', 'microsoft'] as const;
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];
export const CALENDAR_PROVIDER_LABELS: Record<CalendarProvider, string> = {
  caldav: 'CalDAV',
  google: 'Google Calendar',
  microsoft: 'Microsoft 365',
};

/** The providers connected by OAuth 2 (authorization code with PKCE). */
export const OAUTH_CALENDAR_PROVIDERS = ['google', 'microsoft'] as const;
export type OauthCalendarProvider = (typeof OAUTH_CALENDAR_PROVIDERS)[number];
export const oauthCalendarProviderParams = z.object({ provider: z.enum(OAUTH_CALENDAR_PROVIDERS) });

/** What the connect page says when a provider has no OAuth client configured. */
export const OAUTH_NOT_CONFIGURED_MESSAGES: Record<OauthCalendarProvider, string> = {
  google: 'Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to connect Google Calendar.',
  microsoft: 'Set MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET to connect Microsoft 365.',
};

/** GET /api/communication/calendar/providers: which OAuth providers can be connected here. */
export const calendarProviderStatusSchema = z.object({
  provider: z.enum(OAUTH_CALENDAR_PROVIDERS),
  label: z.string(),
  available: z.boolean(),
  /** Why it cannot be connected (how to configure it); null when available. */
  reason: z.string().nullable(),
});
export type CalendarProviderStatus = z.infer<typeof calendarProviderStatusSchema>;
export const calendarProvidersResponse = envelope(z.array(calendarProviderStatusSchema));

/**
 * Why an OAuth connection did not finish: the callback lands on /app/calendar-confirmation with
 * `error=<code>` and the page shows the message (never the provider's text).
 */
export const CALENDAR_CONNECT_ERRORS = {
  denied: 'Access to the calendar was not allowed, so it was not connected.',
  state: 'This connection attempt expired or was started by someone else. Please start again.',
  not_configured: 'This calendar provider is not configured on this server.',
  failed: 'The calendar provider did not complete the connection. Please try again.',
  no_calendar: 'No calendar that holds events was found for this account.',
  signed_out: 'You were signed out before the connection finished. Sign in and connect again.',
} as const;
export type CalendarConnectError = keyof typeof CALENDAR_CONNECT_ERRORS;
export const isCalendarConnectError = (value: string): value is CalendarConnectError =>
  Object.hasOwn(CALENDAR_CONNECT_ERRORS, value);

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
  /** The id of the calendar booked interviews are written to (one of calendar_choices). */
  event_calendar_id: z.string(),
  /** The account's calendars, to choose where booked interviews are written. */
  calendar_choices: z.array(z.object({ id: z.string(), name: z.string() })),
  owner: z.object({ user_id: z.string(), name: z.string() }),
  /** The viewer connected it, or may remove it (owners and admins). */
  can_remove: z.boolean(),
  checked_at: z.string(),
});
export type CalendarAccount = z.infer<typeof calendarAccountSchema>;

export const calendarAccountResponse = envelope(calendarAccountSchema);
export const calendarAccountsResponse = envelope(z.array(calendarAccountSchema));
export const calendarAccountIdParams = z.object({ id: z.uuid() });

/** PUT /api/communication/calendar/account/{id}/event-calendar: where interviews are written. */
export const setEventCalendarRequest = z.object({
  calendar_id: z.string().trim().min(1, REQUIRED_MESSAGE).max(2000),
});
export type SetEventCalendarRequest = z.infer<typeof setEventCalendarRequest>;

export const NOT_ACCOUNT_CALENDAR_MESSAGE = 'Choose one of the calendars of this account.';

/** The provider's redirect back: a code, or an error (access_denied when consent was refused). */
export const oauthCallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(4096).optional(),
  error: z.string().max(200).optional(),
});
