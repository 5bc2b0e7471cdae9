import { mergeBusy, type BusyInterval } from '@hirelane/domain/calendars/ics-busy';
import type { IcsEvent } from '@hirelane/domain/calendars/ics-event';
import type { GoogleCalendarConfig } from '../../config';
import {
  CalendarProviderError,
  type CalendarProviderClient,
  type ProviderCalendar,
} from './calendar-provider';
import { withBearer, type AccessTokenSource, type OauthClientSpec } from './oauth-client';
import {
  asArray,
  asRecord,
  asText,
  bearerCall,
  providerRequest,
  type ProviderAnswer,
} from './provider-http';

/*
 * Google Calendar API v3 (https://developers.google.com/calendar/api/v3/reference): the calendar
 * list, freeBusy for busy time, and events inserted with sendUpdates=all so Google invites the
 * attendees too.
 */

/** Read every calendar for busy time; write booked interviews. */
export const GOOGLE_CALENDAR_SCOPE =
  'https://www.googleapis.com/auth/calendar.readonly https://www.googleapis.com/auth/calendar.events';

export const googleOauthSpec = (config: GoogleCalendarConfig): OauthClientSpec => ({
  clientId: config.clientId,
  clientSecret: config.clientSecret,
  authorizeUrl: config.authorizeUrl,
  tokenUrl: config.tokenUrl,
  scope: GOOGLE_CALENDAR_SCOPE,
  // offline: a refresh token; consent: Google sends it again when the account is reconnected.
  authorizeExtras: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
  scopeOnRefresh: false,
});

const WRITABLE_ROLES = new Set(['owner', 'writer']);

const expectOk = (answer: ProviderAnswer, what: string) => {
  if (answer.status >= 200 && answer.status < 300) return asRecord(answer.body);
  throw new CalendarProviderError(
    answer.status === 403 ? 'unauthorized' : 'failed',
    `Google Calendar refused ${what} (${answer.status}).`,
  );
};

export class GoogleCalendarClient implements CalendarProviderClient {
  constructor(
    private readonly config: Pick<GoogleCalendarConfig, 'apiUrl'>,
    private readonly tokens: AccessTokenSource,
  ) {}

  private call(method: string, path: string, body?: unknown) {
    return withBearer(this.tokens, (token) =>
      providerRequest(`${this.config.apiUrl}/calendar/v3${path}`, bearerCall(method, token, body)),
    );
  }

  /**
   * The person's own calendars (owner or writer): the primary first, whose id is their address.
   * Calendars they only subscribe to (holidays, colleagues) are neither read nor written.
   */
  async listCalendars(): Promise<{ address: string | null; calendars: ProviderCalendar[] }> {
    const body = expectOk(await this.call('GET', '/users/me/calendarList'), 'the calendar list');
    const items = asArray(body.items)
      .map(asRecord)
      .filter((item) => WRITABLE_ROLES.has(asText(item.accessRole)) && asText(item.id));
    const primary = items.find((item) => item.primary === true);
    const calendars = items
      .map((item) => ({
        id: asText(item.id),
        name: asText(item.summaryOverride) || asText(item.summary) || asText(item.id),
        primary: item.primary === true,
      }))
      .sort((a, b) => Number(b.primary) - Number(a.primary) || a.name.localeCompare(b.name))
      .map(({ id, name }) => ({ id, name }));
    return { address: primary ? asText(primary.id).toLowerCase() : null, calendars };
  }

  async readBusy(calendarIds: readonly string[], from: Date, to: Date): Promise<BusyInterval[]> {
    if (calendarIds.length === 0) return [];
    const body = expectOk(
      await this.call('POST', '/freeBusy', {
        timeMin: from.toISOString(),
        timeMax: to.toISOString(),
        items: calendarIds.map((id) => ({ id })),
      }),
      'the free/busy query',
    );
    const calendars = asRecord(body.calendars);
    const busy: BusyInterval[] = [];
    for (const id of calendarIds) {
      const entry = asRecord(calendars[id]);
      // A calendar Google could not read (notFound, internalError) makes the time unknown.
      if (asArray(entry.errors).length > 0 || !(id in calendars))
        throw new CalendarProviderError('failed', 'Google Calendar could not read a calendar.');
      for (const interval of asArray(entry.busy).map(asRecord))
        busy.push({ start: new Date(asText(interval.start)), end: new Date(asText(interval.end)) });
    }
    return mergeBusy(busy.filter((interval) => interval.end > from && interval.start < to));
  }

  /** The event's fields as Calendar API v3 takes them on insert and patch. */
  private eventBody(event: IcsEvent) {
    const description = [event.description, event.videoUrl ? `Video link: ${event.videoUrl}` : '']
      .filter((line, index, lines) => line && lines.indexOf(line) === index)
      .join('\n');
    return {
      summary: event.summary,
      description,
      ...(event.videoUrl ? { location: event.videoUrl } : {}),
      start: { dateTime: event.start.toISOString() },
      end: { dateTime: event.end.toISOString() },
      attendees: event.attendees.map((person) => ({
        email: person.email,
        ...(person.name ? { displayName: person.name } : {}),
      })),
    };
  }

  async createEvent(calendarId: string, event: IcsEvent): Promise<{ eventId: string }> {
    const body = expectOk(
      await this.call(
        'POST',
        `/calendars/${encodeURIComponent(calendarId)}/events?sendUpdates=all`,
        // The invitation e-mailed by us carries the same UID: calendars merge the two.
        { iCalUID: event.uid, ...this.eventBody(event) },
      ),
      'the event',
    );
    const eventId = asText(body.id);
    if (!eventId)
      throw new CalendarProviderError('failed', 'Google Calendar answered no event id.');
    return { eventId };
  }

  async moveEvent(calendarId: string, eventId: string, event: IcsEvent): Promise<void> {
    expectOk(
      await this.call(
        'PATCH',
        `/calendars/${encodeURIComponent(calendarId)}/events/${encodeURIComponent(eventId)}?sendUpdates=all`,
        this.eventBody(event),
      ),
      'moving the event',
    );
  }

  async deleteEvent(calendarId: string, eventId: string): Promise<void> {
    const answer = await this.call(
      'DELETE',
      `/calendars/${encodeURIComponent(calendarId)}/events/${encodeURIComponent(eventId)}?sendUpdates=all`,
    );
    // 404 unknown, 410 already deleted: either way it is gone.
    if (answer.status === 404 || answer.status === 410) return;
    expectOk(answer, 'removing the event');
  }
}
