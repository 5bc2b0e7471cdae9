import { busyIntervalsOfIcs, type BusyInterval } from '@hirelane/domain/calendars/ics-busy';
import type { OutboundPolicy } from '../network/outbound-address-policy';
import { CaldavError, davRequest, type DavAuth, type DavResponse } from './caldav-http';
import { CALDAV, DAV, descendants, firstChild, parseMultistatus, propOf, textOf } from './dav-xml';

/*
 * A CalDAV client (RFC 4791) for any server (Radicale, Nextcloud, iCloud, Fastmail…): find the
 * user's calendars, read busy time, store and remove events.
 */

export type CaldavCalendar = { url: string; name: string };

const PROPFIND_PRINCIPAL = `<?xml version="1.0" encoding="utf-8"?>
<D:propfind xmlns:D="DAV:"><D:prop><D:current-user-principal/></D:prop></D:propfind>`;

const PROPFIND_HOME = `<?xml version="1.0" encoding="utf-8"?>
<D:propfind xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:prop><C:calendar-home-set/></D:prop>
</D:propfind>`;

const PROPFIND_CALENDARS = `<?xml version="1.0" encoding="utf-8"?>
<D:propfind xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:prop><D:resourcetype/><D:displayname/><C:supported-calendar-component-set/></D:prop>
</D:propfind>`;

const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const calendarQuery = (from: Date, to: Date) => `<?xml version="1.0" encoding="utf-8"?>
<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:prop>
    <C:calendar-data><C:expand start="${utc(from)}" end="${utc(to)}"/></C:calendar-data>
  </D:prop>
  <C:filter>
    <C:comp-filter name="VCALENDAR">
      <C:comp-filter name="VEVENT"><C:time-range start="${utc(from)}" end="${utc(to)}"/></C:comp-filter>
    </C:comp-filter>
  </C:filter>
</C:calendar-query>`;

const expectMultistatus = (response: DavResponse, what: string) => {
  if (response.status === 401 || response.status === 403)
    throw new CaldavError('unauthorized', 'The calendar server refused the user name or password.');
  if (response.status !== 207)
    throw new CaldavError('not_caldav', `The server did not answer as a CalDAV server (${what}).`);
  return parseMultistatus(response.body);
};

export class CaldavClient {
  constructor(
    private readonly auth: DavAuth,
    private readonly policy: OutboundPolicy,
  ) {}

  private propfind(url: string, depth: '0' | '1', body: string) {
    return davRequest({ method: 'PROPFIND', url, depth, body }, this.auth, this.policy);
  }

  /** The calendars of the signed-in user that hold events, found from any URL on the server. */
  async discoverCalendars(serverUrl: string): Promise<CaldavCalendar[]> {
    const principalAnswer = expectMultistatus(
      await this.propfind(serverUrl, '0', PROPFIND_PRINCIPAL),
      'current-user-principal',
    );
    const principalHref = textOf(
      firstChild(
        propOf(principalAnswer[0] ?? { href: '', props: [] }, DAV, 'current-user-principal'),
        DAV,
        'href',
      ),
    );
    const principalUrl = principalHref ? new URL(principalHref, serverUrl).toString() : serverUrl;
    const homeAnswer = expectMultistatus(
      await this.propfind(principalUrl, '0', PROPFIND_HOME),
      'calendar-home-set',
    );
    const homeHref = textOf(
      firstChild(
        propOf(homeAnswer[0] ?? { href: '', props: [] }, CALDAV, 'calendar-home-set'),
        DAV,
        'href',
      ),
    );
    const homeUrl = homeHref ? new URL(homeHref, principalUrl).toString() : principalUrl;
    const listing = expectMultistatus(
      await this.propfind(homeUrl, '1', PROPFIND_CALENDARS),
      'calendar list',
    );
    return listing.flatMap((resource) => {
      const type = propOf(resource, DAV, 'resourcetype');
      if (!type || !firstChild(type, CALDAV, 'calendar')) return [];
      const components = propOf(resource, CALDAV, 'supported-calendar-component-set');
      const names = components
        ? descendants(components, CALDAV, 'comp').map((comp) => comp.getAttribute('name'))
        : ['VEVENT'];
      if (!names.includes('VEVENT')) return [];
      const url = new URL(resource.href, homeUrl).toString();
      const name =
        textOf(propOf(resource, DAV, 'displayname')) ||
        decodeURIComponent(url.split('/').filter(Boolean).pop() ?? url);
      return [{ url, name }];
    });
  }

  /** Busy intervals of a calendar between two instants (recurrences expanded by the server). */
  async readBusy(
    calendarUrl: string,
    from: Date,
    to: Date,
    zone: string | null,
  ): Promise<BusyInterval[]> {
    const answer = expectMultistatus(
      await davRequest(
        { method: 'REPORT', url: calendarUrl, depth: '1', body: calendarQuery(from, to) },
        this.auth,
        this.policy,
      ),
      'calendar-query',
    );
    return answer
      .flatMap((resource) =>
        busyIntervalsOfIcs(textOf(propOf(resource, CALDAV, 'calendar-data')), {
          zone,
          window: { from, to },
        }),
      )
      .filter((interval) => interval.end > from && interval.start < to);
  }

  private eventUrl(calendarUrl: string, uid: string) {
    const base = calendarUrl.endsWith('/') ? calendarUrl : `${calendarUrl}/`;
    return new URL(`${encodeURIComponent(uid)}.ics`, base).toString();
  }

  /** Stores an event; `create` refuses to overwrite one with the same UID. */
  async putEvent(calendarUrl: string, uid: string, ics: string, create: boolean): Promise<void> {
    const response = await davRequest(
      {
        method: 'PUT',
        url: this.eventUrl(calendarUrl, uid),
        body: ics,
        contentType: 'text/calendar; charset=utf-8',
        headers: create ? { 'If-None-Match': '*' } : {},
      },
      this.auth,
      this.policy,
    );
    if (response.status === 401 || response.status === 403)
      throw new CaldavError(
        'unauthorized',
        'The calendar server refused the user name or password.',
      );
    if (response.status < 200 || response.status >= 300)
      throw new CaldavError(
        'failed',
        `The calendar server did not store the event (${response.status}).`,
      );
  }

  async deleteEvent(calendarUrl: string, uid: string): Promise<void> {
    const response = await davRequest(
      { method: 'DELETE', url: this.eventUrl(calendarUrl, uid) },
      this.auth,
      this.policy,
    );
    if (response.status === 404) return;
    if (response.status < 200 || response.status >= 300)
      throw new CaldavError(
        'failed',
        `The calendar server did not remove the event (${response.status}).`,
      );
  }
}
