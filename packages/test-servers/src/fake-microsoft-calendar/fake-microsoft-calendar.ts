import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  bearerOf,
  createOauthAuthority,
  readRequestBody,
  sendJson,
  type OauthAuthority,
} from '../fake-oauth/oauth-authority';

/*
 * The Microsoft identity platform v2 endpoints (/{tenant}/oauth2/v2.0/authorize and /token, with
 * AADSTS error bodies) and the part of Microsoft Graph v1.0 the app calls (/me, /me/calendars,
 * /me/calendar/getSchedule, events created in a calendar and deleted), in Graph's shapes
 * (https://learn.microsoft.com/graph/errors).
 */

export type FakeMicrosoftCalendarEntry = { id: string; name: string; isDefaultCalendar?: boolean };

export type FakeMicrosoftEvent = {
  id: string;
  calendarId: string;
  subject: string;
  body: string;
  location: string | null;
  start: string;
  end: string;
  showAs: 'busy' | 'tentative' | 'oof' | 'free' | 'workingElsewhere';
  attendees: { address: string; name?: string }[];
  transactionId: string | null;
};

export type FakeMicrosoftCalendar = {
  /** MICROSOFT_* variables for the app. */
  env: Record<string, string>;
  baseUrl: string;
  oauth: OauthAuthority;
  events: FakeMicrosoftEvent[];
  addEvent: (
    calendarId: string,
    start: string,
    end: string,
    showAs?: FakeMicrosoftEvent['showAs'],
  ) => void;
  close: () => Promise<void>;
};

const AADSTS: Record<string, [number, string]> = {
  invalid_client: [7000215, 'Invalid client secret provided.'],
  invalid_grant: [70008, 'The provided authorization code or refresh token has expired.'],
  invalid_request: [900144, 'The request body must contain the following parameter.'],
  unsupported_grant_type: [70003, 'The app requested an unsupported grant type.'],
};

const graphError = (response: ServerResponse, status: number, code: string, message: string) =>
  sendJson(response, status, {
    error: {
      code,
      message,
      innerError: {
        date: new Date().toISOString().replace(/\.\d{3}Z$/, ''),
        'request-id': randomUUID(),
        'client-request-id': randomUUID(),
      },
    },
  });

/** Graph's dateTimeTimeZone in UTC, with its seven decimal places. */
const graphTime = (iso: string) => ({
  dateTime: new Date(iso).toISOString().replace(/\.(\d{3})Z$/, '.$10000'),
  timeZone: 'UTC',
});

const parseGraphTime = (
  value: { dateTime?: string; timeZone?: string } | undefined,
): Date | null => {
  if (!value?.dateTime || (value.timeZone && value.timeZone !== 'UTC')) return null;
  const date = new Date(/[zZ]$/.test(value.dateTime) ? value.dateTime : `${value.dateTime}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
};

export const startFakeMicrosoftCalendar = async (options: {
  clientId: string;
  clientSecret: string;
  tenant?: string;
  email: string;
  displayName: string;
  calendars: FakeMicrosoftCalendarEntry[];
  accessTokenSeconds?: number;
}): Promise<FakeMicrosoftCalendar> => {
  const tenant = options.tenant ?? 'common';
  const oauth = createOauthAuthority({
    client: { clientId: options.clientId, clientSecret: options.clientSecret },
    accessTokenSeconds: options.accessTokenSeconds ?? 3599,
    rotateRefreshTokens: true,
    tokenPrefix: 'eyJ0eXAiOiJKV1Qi.',
    extraTokenFields: () => ({ ext_expires_in: options.accessTokenSeconds ?? 3599 }),
    tokenError: (error, description) => {
      const [code, text] = AADSTS[error] ?? [50000, description];
      return {
        status: error === 'invalid_client' ? 401 : 400,
        body: {
          error,
          error_description: `AADSTS${code}: ${text} ${description} Trace ID: ${randomUUID()} Correlation ID: ${randomUUID()} Timestamp: ${new Date().toISOString()}`,
          error_codes: [code],
          timestamp: new Date().toISOString().replace('T', ' ').replace('Z', 'Z'),
          trace_id: randomUUID(),
          correlation_id: randomUUID(),
          error_uri: `https://login.microsoftonline.com/error?code=${code}`,
        },
      };
    },
  });
  const events: FakeMicrosoftEvent[] = [];
  const me = {
    id: randomUUID(),
    displayName: options.displayName,
    mail: options.email,
    userPrincipalName: options.email,
  };

  const api = async (request: IncomingMessage, url: URL, response: ServerResponse) => {
    if (!oauth.isValidAccessToken(bearerOf(request))) {
      response.setHeader(
        'www-authenticate',
        `Bearer realm="", authorization_uri="https://login.microsoftonline.com/common/oauth2/authorize", client_id="00000003-0000-0000-c000-000000000000"`,
      );
      return graphError(
        response,
        401,
        'InvalidAuthenticationToken',
        'Access token has expired or is not yet valid.',
      );
    }
    const path = url.pathname.replace(/^\/v1\.0/, '');
    const body = await readRequestBody(request);
    if (request.method === 'GET' && path === '/me')
      return sendJson(response, 200, {
        '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#users/$entity',
        businessPhones: [],
        givenName: null,
        surname: null,
        jobTitle: null,
        preferredLanguage: 'en-US',
        ...me,
      });
    if (request.method === 'GET' && path === '/me/calendars')
      return sendJson(response, 200, {
        '@odata.context': "https://graph.microsoft.com/v1.0/$metadata#users('me')/calendars",
        value: options.calendars.map((calendar) => ({
          id: calendar.id,
          name: calendar.name,
          color: 'auto',
          hexColor: '',
          isDefaultCalendar: calendar.isDefaultCalendar === true,
          changeKey: randomBytes(12).toString('base64'),
          canShare: true,
          canViewPrivateItems: true,
          canEdit: true,
          allowedOnlineMeetingProviders: ['teamsForBusiness'],
          defaultOnlineMeetingProvider: 'teamsForBusiness',
          isTallyingResponses: true,
          isRemovable: calendar.isDefaultCalendar !== true,
          owner: { name: options.displayName, address: options.email },
        })),
      });
    if (request.method === 'POST' && path === '/me/calendar/getSchedule') {
      const query = JSON.parse(body || '{}') as {
        schedules?: string[];
        startTime?: { dateTime?: string; timeZone?: string };
        endTime?: { dateTime?: string; timeZone?: string };
      };
      const from = parseGraphTime(query.startTime);
      const to = parseGraphTime(query.endTime);
      if (!from || !to || !query.schedules?.length)
        return graphError(response, 400, 'ErrorInvalidRequest', 'The request is invalid.');
      return sendJson(response, 200, {
        '@odata.context':
          'https://graph.microsoft.com/v1.0/$metadata#Collection(microsoft.graph.scheduleInformation)',
        value: query.schedules.map((scheduleId) => {
          if (scheduleId.toLowerCase() !== options.email.toLowerCase())
            return {
              scheduleId,
              availabilityView: '',
              error: {
                message: 'The user or mailbox was not found.',
                responseCode: 'ErrorMailRecipientNotFound',
              },
            };
          const scheduleItems = events
            .filter((event) => new Date(event.end) > from && new Date(event.start) < to)
            .sort((a, b) => a.start.localeCompare(b.start))
            .map((event) => ({
              isPrivate: false,
              status: event.showAs,
              subject: event.subject,
              location: event.location ?? '',
              isMeeting: event.attendees.length > 0,
              isRecurring: false,
              isException: false,
              isReminderSet: true,
              start: graphTime(event.start),
              end: graphTime(event.end),
            }));
          return {
            scheduleId,
            availabilityView: '',
            scheduleItems,
            workingHours: {
              daysOfWeek: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
              startTime: '08:00:00.0000000',
              endTime: '17:00:00.0000000',
              timeZone: { name: 'UTC' },
            },
          };
        }),
      });
    }
    const create = /^\/me\/calendars\/([^/]+)\/events$/.exec(path);
    if (request.method === 'POST' && create) {
      const calendarId = decodeURIComponent(create[1]!);
      if (!options.calendars.some((calendar) => calendar.id === calendarId))
        return graphError(
          response,
          404,
          'ErrorItemNotFound',
          'The specified object was not found in the store.',
        );
      const input = JSON.parse(body || '{}') as Partial<{
        subject: string;
        body: { contentType?: string; content?: string };
        start: { dateTime?: string; timeZone?: string };
        end: { dateTime?: string; timeZone?: string };
        location: { displayName?: string };
        attendees: { emailAddress: { address: string; name?: string }; type?: string }[];
        transactionId: string;
        showAs: FakeMicrosoftEvent['showAs'];
      }>;
      const start = parseGraphTime(input.start);
      const end = parseGraphTime(input.end);
      if (!start || !end)
        return graphError(response, 400, 'ErrorInvalidRequest', 'The request is invalid.');
      const existing = events.find(
        (event) => input.transactionId && event.transactionId === input.transactionId,
      );
      const event: FakeMicrosoftEvent = existing ?? {
        id: `AAMkAG${randomBytes(30).toString('base64url')}=`,
        calendarId,
        subject: input.subject ?? '',
        body: input.body?.content ?? '',
        location: input.location?.displayName ?? null,
        start: start.toISOString(),
        end: end.toISOString(),
        showAs: input.showAs ?? 'busy',
        attendees: (input.attendees ?? []).map((attendee) => attendee.emailAddress),
        transactionId: input.transactionId ?? null,
      };
      if (!existing) events.push(event);
      return sendJson(response, 201, {
        '@odata.context':
          "https://graph.microsoft.com/v1.0/$metadata#users('me')/calendars('id')/events/$entity",
        id: event.id,
        iCalUId: `040000008200E00074C5B7101A82E008${randomBytes(24).toString('hex').toUpperCase()}`,
        subject: event.subject,
        body: { contentType: input.body?.contentType ?? 'text', content: event.body },
        start: graphTime(event.start),
        end: graphTime(event.end),
        location: { displayName: event.location ?? '' },
        showAs: event.showAs,
        isOrganizer: true,
        organizer: { emailAddress: { name: options.displayName, address: options.email } },
        attendees: event.attendees.map((emailAddress) => ({
          type: 'required',
          status: { response: 'none', time: '0001-01-01T00:00:00Z' },
          emailAddress,
        })),
        transactionId: event.transactionId,
      });
    }
    const remove = /^\/me\/events\/([^/]+)$/.exec(path);
    if (request.method === 'PATCH' && remove) {
      const event = events.find((item) => item.id === decodeURIComponent(remove[1]!));
      if (!event)
        return graphError(
          response,
          404,
          'ErrorItemNotFound',
          'The specified object was not found in the store.',
        );
      const input = JSON.parse(body || '{}') as Partial<{
        subject: string;
        body: { content?: string };
        start: { dateTime?: string; timeZone?: string };
        end: { dateTime?: string; timeZone?: string };
        location: { displayName?: string };
        attendees: { emailAddress: { address: string; name?: string } }[];
      }>;
      const start = input.start ? parseGraphTime(input.start) : null;
      const end = input.end ? parseGraphTime(input.end) : null;
      if ((input.start && !start) || (input.end && !end))
        return graphError(response, 400, 'ErrorInvalidRequest', 'The request is invalid.');
      if (input.subject !== undefined) event.subject = input.subject;
      if (input.body?.content !== undefined) event.body = input.body.content;
      if (input.location) event.location = input.location.displayName ?? null;
      if (start) event.start = start.toISOString();
      if (end) event.end = end.toISOString();
      if (input.attendees) event.attendees = input.attendees.map((item) => item.emailAddress);
      return sendJson(response, 200, {
        id: event.id,
        subject: event.subject,
        start: graphTime(event.start),
        end: graphTime(event.end),
      });
    }
    if (request.method === 'DELETE' && remove) {
      const index = events.findIndex((event) => event.id === decodeURIComponent(remove[1]!));
      if (index < 0)
        return graphError(
          response,
          404,
          'ErrorItemNotFound',
          'The specified object was not found in the store.',
        );
      events.splice(index, 1);
      response.writeHead(204);
      return response.end();
    }
    return graphError(response, 400, 'BadRequest', `Resource not found for the segment '${path}'.`);
  };

  const oauthBase = `/${tenant}/oauth2/v2.0`;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-microsoft');
    const handle = async () => {
      if (request.method === 'GET' && url.pathname === `${oauthBase}/authorize`)
        return oauth.authorize(url, response);
      if (request.method === 'POST' && url.pathname === `${oauthBase}/token`)
        return oauth.token(request, await readRequestBody(request), response);
      if (url.pathname.startsWith('/v1.0/')) return api(request, url, response);
      return graphError(response, 404, 'NotFound', 'Not found.');
    };
    handle().catch(() => graphError(response, 500, 'InternalServerError', 'Internal error.'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: {
      MICROSOFT_CLIENT_ID: options.clientId,
      MICROSOFT_CLIENT_SECRET: options.clientSecret,
      MICROSOFT_TENANT: tenant,
      MICROSOFT_LOGIN_URL: baseUrl,
      MICROSOFT_GRAPH_URL: baseUrl,
    },
    baseUrl,
    oauth,
    events,
    addEvent: (calendarId, start, end, showAs = 'busy') => {
      events.push({
        id: `AAMkAG${randomBytes(30).toString('base64url')}=`,
        calendarId,
        subject: 'Busy',
        body: '',
        location: null,
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
        showAs,
        attendees: [],
        transactionId: null,
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
