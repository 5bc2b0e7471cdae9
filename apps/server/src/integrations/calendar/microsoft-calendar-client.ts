import { mergeBusy, type BusyInterval } from '@hirelane/domain/calendars/ics-busy';
import type { IcsEvent } from '@hirelane/domain/calendars/ics-event';
import type { MicrosoftCalendarConfig } from '../../config';
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
 * Microsoft 365 calendars through Microsoft Graph v1.0
 * (https://learn.microsoft.com/graph/api/resources/calendar): the signed-in user, their calendars,
 * getSchedule for busy time (of the mailbox, all its calendars) and events created in the chosen
 * calendar, Exchange inviting the attendees.
 */

export const MICROSOFT_CALENDAR_SCOPE = 'offline_access Calendars.ReadWrite User.Read';

export const microsoftOauthSpec = (config: MicrosoftCalendarConfig): OauthClientSpec => {
  const base = `${config.loginUrl}/${encodeURIComponent(config.tenant)}/oauth2/v2.0`;
  return {
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    authorizeUrl: `${base}/authorize`,
    tokenUrl: `${base}/token`,
    scope: MICROSOFT_CALENDAR_SCOPE,
    authorizeExtras: { response_mode: 'query' },
    scopeOnRefresh: true,
  };
};

/** Free and working elsewhere leave the time open; busy, tentative and away block it. */
const BLOCKING = new Set(['busy', 'tentative', 'oof']);

const expectOk = (answer: ProviderAnswer, what: string) => {
  if (answer.status >= 200 && answer.status < 300) return asRecord(answer.body);
  throw new CalendarProviderError(
    answer.status === 403 ? 'unauthorized' : 'failed',
    `Microsoft Graph refused ${what} (${answer.status}).`,
  );
};

/** Graph's dateTimeTimeZone in UTC: `2026-12-01T09:00:00.0000000` without an offset. */
const graphUtc = (date: Date) => ({
  dateTime: date.toISOString().replace('Z', ''),
  timeZone: 'UTC',
});

const fromGraphUtc = (value: unknown): Date => {
  const text = asText(asRecord(value).dateTime);
  return new Date(/[zZ]|[+-]\d\d:\d\d$/.test(text) ? text : `${text}Z`);
};

export class MicrosoftCalendarClient implements CalendarProviderClient {
  constructor(
    private readonly config: Pick<MicrosoftCalendarConfig, 'graphUrl'>,
    private readonly tokens: AccessTokenSource,
    /** The mailbox whose schedule is read (the account's address). */
    private readonly address: string,
  ) {}

  private call(method: string, path: string, body?: unknown) {
    return withBearer(this.tokens, (token) =>
      providerRequest(
        `${this.config.graphUrl}/v1.0${path}`,
        // Times in answers in UTC, whatever the mailbox's own zone.
        bearerCall(method, token, body, { prefer: 'outlook.timezone="UTC"' }),
      ),
    );
  }

  /** The signed-in user's address (mail, else the sign-in name) and the calendars they can edit. */
  async describeAccount(): Promise<{ address: string | null; calendars: ProviderCalendar[] }> {
    const me = expectOk(await this.call('GET', '/me'), 'the signed-in user');
    const list = expectOk(await this.call('GET', '/me/calendars'), 'the calendar list');
    const items = asArray(list.value)
      .map(asRecord)
      .filter((item) => asText(item.id) && item.canEdit !== false);
    const calendars = items
      .map((item) => ({
        id: asText(item.id),
        name: asText(item.name) || 'Calendar',
        primary: item.isDefaultCalendar === true,
      }))
      .sort((a, b) => Number(b.primary) - Number(a.primary) || a.name.localeCompare(b.name))
      .map(({ id, name }) => ({ id, name }));
    const address = asText(me.mail) || asText(me.userPrincipalName);
    return { address: address ? address.toLowerCase() : null, calendars };
  }

  /** getSchedule reads the whole mailbox (every calendar), so the ids are not needed. */
  async readBusy(_calendarIds: readonly string[], from: Date, to: Date): Promise<BusyInterval[]> {
    const body = expectOk(
      await this.call('POST', '/me/calendar/getSchedule', {
        schedules: [this.address],
        startTime: graphUtc(from),
        endTime: graphUtc(to),
        availabilityViewInterval: 15,
      }),
      'the schedule query',
    );
    const schedule = asArray(body.value).map(asRecord)[0];
    if (!schedule || schedule.error)
      throw new CalendarProviderError('failed', 'Microsoft Graph could not read the schedule.');
    const busy = asArray(schedule.scheduleItems)
      .map(asRecord)
      .filter((item) => BLOCKING.has(asText(item.status)))
      .map((item) => ({ start: fromGraphUtc(item.start), end: fromGraphUtc(item.end) }));
    return mergeBusy(busy.filter((interval) => interval.end > from && interval.start < to));
  }

  /** The event's fields as Graph takes them on create and update. */
  private eventBody(event: IcsEvent) {
    const content = [event.description, event.videoUrl ? `Video link: ${event.videoUrl}` : '']
      .filter((line, index, lines) => line && lines.indexOf(line) === index)
      .join('\n');
    return {
      subject: event.summary,
      body: { contentType: 'text', content },
      start: graphUtc(event.start),
      end: graphUtc(event.end),
      ...(event.videoUrl ? { location: { displayName: event.videoUrl } } : {}),
      attendees: event.attendees.map((person) => ({
        emailAddress: { address: person.email, ...(person.name ? { name: person.name } : {}) },
        type: 'required',
      })),
    };
  }

  async createEvent(calendarId: string, event: IcsEvent): Promise<{ eventId: string }> {
    const body = expectOk(
      await this.call('POST', `/me/calendars/${encodeURIComponent(calendarId)}/events`, {
        ...this.eventBody(event),
        // Graph creates the event once for a transactionId, even if this call is retried.
        transactionId: event.uid,
      }),
      'the event',
    );
    const eventId = asText(body.id);
    if (!eventId)
      throw new CalendarProviderError('failed', 'Microsoft Graph answered no event id.');
    return { eventId };
  }

  async moveEvent(_calendarId: string, eventId: string, event: IcsEvent): Promise<void> {
    expectOk(
      await this.call('PATCH', `/me/events/${encodeURIComponent(eventId)}`, this.eventBody(event)),
      'moving the event',
    );
  }

  async deleteEvent(_calendarId: string, eventId: string): Promise<void> {
    const answer = await this.call('DELETE', `/me/events/${encodeURIComponent(eventId)}`);
    if (answer.status === 404) return;
    expectOk(answer, 'removing the event');
  }
}
