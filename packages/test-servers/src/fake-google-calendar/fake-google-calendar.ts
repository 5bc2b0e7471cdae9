import { randomBytes } from 'node:crypto';
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
 * Google's OAuth 2 endpoints (accounts.google.com/o/oauth2/v2/auth, oauth2.googleapis.com/token)
 * and the part of Calendar API v3 the app calls (users/me/calendarList, freeBusy, events insert and
 * delete), with Google's request and answer shapes and its error bodies
 * (https://developers.google.com/calendar/api/guides/errors).
 */

export type FakeGoogleCalendarEntry = {
  id: string;
  summary: string;
  accessRole: 'owner' | 'writer' | 'reader' | 'freeBusyReader';
  primary?: boolean;
};

export type FakeGoogleEvent = {
  id: string;
  calendarId: string;
  iCalUID: string;
  summary: string;
  description: string;
  location: string | null;
  start: string;
  end: string;
  attendees: { email: string; displayName?: string }[];
  transparency: 'opaque' | 'transparent';
  status: 'confirmed' | 'cancelled';
  /** Raised by each patch (Google's SEQUENCE). */
  sequence?: number;
  /** The sendUpdates query parameter of the insert. */
  sendUpdates: string | null;
};

export type FakeGoogleCalendar = {
  /** GOOGLE_OAUTH_URL, GOOGLE_TOKEN_URL and GOOGLE_CALENDAR_API_URL for the app. */
  env: Record<string, string>;
  baseUrl: string;
  oauth: OauthAuthority;
  /** Events by calendar id (the app's inserts included). */
  events: FakeGoogleEvent[];
  addEvent: (calendarId: string, start: string, end: string, transparent?: boolean) => void;
  /** How many API calls were refused with 401 (expired or unknown token). */
  unauthorizedCalls: () => number;
  close: () => Promise<void>;
};

const unauthenticated = (response: ServerResponse) => {
  response.writeHead(401, {
    'content-type': 'application/json; charset=UTF-8',
    'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
  });
  response.end(
    JSON.stringify({
      error: {
        code: 401,
        message:
          'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
        errors: [
          {
            message: 'Invalid Credentials',
            domain: 'global',
            reason: 'authError',
            location: 'Authorization',
            locationType: 'header',
          },
        ],
        status: 'UNAUTHENTICATED',
      },
    }),
  );
};

const googleError = (response: ServerResponse, code: number, reason: string, message: string) =>
  sendJson(response, code, {
    error: { code, message, errors: [{ domain: 'global', reason, message }] },
  });

export const startFakeGoogleCalendar = async (options: {
  clientId: string;
  clientSecret: string;
  email: string;
  calendars: FakeGoogleCalendarEntry[];
  accessTokenSeconds?: number;
}): Promise<FakeGoogleCalendar> => {
  const oauth = createOauthAuthority({
    client: { clientId: options.clientId, clientSecret: options.clientSecret },
    accessTokenSeconds: options.accessTokenSeconds ?? 3599,
    rotateRefreshTokens: false,
    tokenPrefix: 'ya29.',
    tokenError: (error, description) => ({
      status: error === 'invalid_client' ? 401 : 400,
      body: {
        error,
        error_description: error === 'invalid_client' ? 'Unauthorized' : description,
      },
    }),
  });
  const events: FakeGoogleEvent[] = [];
  let refused = 0;
  const calendarOf = (id: string) => options.calendars.find((calendar) => calendar.id === id);

  const api = async (request: IncomingMessage, url: URL, response: ServerResponse) => {
    if (!oauth.isValidAccessToken(bearerOf(request))) {
      refused += 1;
      return unauthenticated(response);
    }
    const path = url.pathname.replace(/^\/calendar\/v3/, '');
    const body = await readRequestBody(request);
    if (request.method === 'GET' && path === '/users/me/calendarList')
      return sendJson(response, 200, {
        kind: 'calendar#calendarList',
        etag: '"p33c9fvqf2r4ug0o"',
        nextSyncToken: 'CLDm3d3Lh4IDEhRhbmFAZXhhbXBsZS5jb20=',
        items: options.calendars.map((calendar) => ({
          kind: 'calendar#calendarListEntry',
          etag: '"1700000000000000"',
          id: calendar.id,
          summary: calendar.summary,
          timeZone: 'Europe/Paris',
          accessRole: calendar.accessRole,
          ...(calendar.primary ? { primary: true } : {}),
        })),
      });
    if (request.method === 'POST' && path === '/freeBusy') {
      const query = JSON.parse(body || '{}') as {
        timeMin?: string;
        timeMax?: string;
        items?: { id?: string }[];
      };
      if (!query.timeMin || !query.timeMax)
        return googleError(response, 400, 'required', 'Missing timeMin or timeMax.');
      const from = new Date(query.timeMin);
      const to = new Date(query.timeMax);
      const calendars = Object.fromEntries(
        (query.items ?? []).map(({ id = '' }) => {
          if (!calendarOf(id))
            return [id, { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] }];
          const busy = events
            .filter(
              (event) =>
                event.calendarId === id &&
                event.status === 'confirmed' &&
                event.transparency === 'opaque' &&
                new Date(event.end) > from &&
                new Date(event.start) < to,
            )
            .sort((a, b) => a.start.localeCompare(b.start))
            .map((event) => ({ start: event.start, end: event.end }));
          return [id, { busy }];
        }),
      );
      return sendJson(response, 200, {
        kind: 'calendar#freeBusy',
        timeMin: from.toISOString(),
        timeMax: to.toISOString(),
        calendars,
      });
    }
    const insert = /^\/calendars\/([^/]+)\/events$/.exec(path);
    if (request.method === 'POST' && insert) {
      const calendarId = decodeURIComponent(insert[1]!);
      const calendar = calendarOf(calendarId);
      if (!calendar) return googleError(response, 404, 'notFound', 'Not Found');
      if (calendar.accessRole !== 'owner' && calendar.accessRole !== 'writer')
        return googleError(
          response,
          403,
          'requiredAccessLevel',
          'You need to have writer access to this calendar.',
        );
      const input = JSON.parse(body || '{}') as Partial<{
        iCalUID: string;
        summary: string;
        description: string;
        location: string;
        start: { dateTime?: string };
        end: { dateTime?: string };
        attendees: { email: string; displayName?: string }[];
        transparency: 'opaque' | 'transparent';
      }>;
      if (!input.start?.dateTime || !input.end?.dateTime)
        return googleError(response, 400, 'required', 'Missing end time.');
      const id = randomBytes(13).toString('hex');
      const event: FakeGoogleEvent = {
        id,
        calendarId,
        iCalUID: input.iCalUID ?? `${id}@google.com`,
        summary: input.summary ?? '',
        description: input.description ?? '',
        location: input.location ?? null,
        start: new Date(input.start.dateTime).toISOString(),
        end: new Date(input.end.dateTime).toISOString(),
        attendees: input.attendees ?? [],
        transparency: input.transparency ?? 'opaque',
        status: 'confirmed',
        sendUpdates: url.searchParams.get('sendUpdates'),
      };
      events.push(event);
      return sendJson(response, 200, {
        kind: 'calendar#event',
        etag: '"3400000000000000"',
        id,
        status: 'confirmed',
        htmlLink: `https://www.google.com/calendar/event?eid=${id}`,
        created: new Date().toISOString(),
        updated: new Date().toISOString(),
        summary: event.summary,
        description: event.description,
        ...(event.location ? { location: event.location } : {}),
        creator: { email: options.email, self: true },
        organizer: { email: calendarId, self: true },
        start: { dateTime: event.start, timeZone: 'UTC' },
        end: { dateTime: event.end, timeZone: 'UTC' },
        iCalUID: event.iCalUID,
        sequence: 0,
        attendees: event.attendees.map((attendee) => ({
          ...attendee,
          responseStatus: 'needsAction',
        })),
        reminders: { useDefault: true },
        eventType: 'default',
      });
    }
    const remove = /^\/calendars\/([^/]+)\/events\/([^/]+)$/.exec(path);
    if (request.method === 'PATCH' && remove) {
      const event = events.find(
        (item) =>
          item.calendarId === decodeURIComponent(remove[1]!) &&
          item.id === decodeURIComponent(remove[2]!),
      );
      if (!event) return googleError(response, 404, 'notFound', 'Not Found');
      if (event.status === 'cancelled')
        return googleError(response, 410, 'deleted', 'Resource has been deleted');
      const input = JSON.parse(body || '{}') as Partial<{
        summary: string;
        description: string;
        location: string;
        start: { dateTime?: string };
        end: { dateTime?: string };
        attendees: { email: string; displayName?: string }[];
      }>;
      if (input.summary !== undefined) event.summary = input.summary;
      if (input.description !== undefined) event.description = input.description;
      if (input.location !== undefined) event.location = input.location;
      if (input.start?.dateTime) event.start = new Date(input.start.dateTime).toISOString();
      if (input.end?.dateTime) event.end = new Date(input.end.dateTime).toISOString();
      if (input.attendees) event.attendees = input.attendees;
      event.sendUpdates = url.searchParams.get('sendUpdates');
      event.sequence = (event.sequence ?? 0) + 1;
      return sendJson(response, 200, {
        kind: 'calendar#event',
        id: event.id,
        status: event.status,
        iCalUID: event.iCalUID,
        sequence: event.sequence,
        summary: event.summary,
        start: { dateTime: event.start, timeZone: 'UTC' },
        end: { dateTime: event.end, timeZone: 'UTC' },
      });
    }
    if (request.method === 'DELETE' && remove) {
      const calendarId = decodeURIComponent(remove[1]!);
      const eventId = decodeURIComponent(remove[2]!);
      const event = events.find((item) => item.calendarId === calendarId && item.id === eventId);
      if (!event) return googleError(response, 404, 'notFound', 'Not Found');
      if (event.status === 'cancelled')
        return googleError(response, 410, 'deleted', 'Resource has been deleted');
      event.status = 'cancelled';
      response.writeHead(204);
      return response.end();
    }
    return googleError(response, 404, 'notFound', 'Not Found');
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-google');
    const handle = async () => {
      if (request.method === 'GET' && url.pathname === '/o/oauth2/v2/auth')
        return oauth.authorize(url, response);
      if (request.method === 'POST' && url.pathname === '/token')
        return oauth.token(request, await readRequestBody(request), response);
      if (url.pathname.startsWith('/calendar/v3/')) return api(request, url, response);
      return googleError(response, 404, 'notFound', 'Not Found');
    };
    handle().catch(() => googleError(response, 500, 'backendError', 'Backend Error'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: {
      GOOGLE_CLIENT_ID: options.clientId,
      GOOGLE_CLIENT_SECRET: options.clientSecret,
      GOOGLE_OAUTH_URL: `${baseUrl}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${baseUrl}/token`,
      GOOGLE_CALENDAR_API_URL: baseUrl,
    },
    baseUrl,
    oauth,
    events,
    addEvent: (calendarId, start, end, transparent = false) => {
      events.push({
        id: randomBytes(13).toString('hex'),
        calendarId,
        iCalUID: `${randomBytes(8).toString('hex')}@google.com`,
        summary: 'Busy',
        description: '',
        location: null,
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
        attendees: [],
        transparency: transparent ? 'transparent' : 'opaque',
        status: 'confirmed',
        sendUpdates: null,
      });
    },
    unauthorizedCalls: () => refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
