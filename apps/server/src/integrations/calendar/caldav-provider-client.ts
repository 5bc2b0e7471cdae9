import { buildIcsEvent, type IcsEvent } from '@hirelane/domain/calendars/ics-event';
import type { BusyInterval } from '@hirelane/domain/calendars/ics-busy';
import type { CalendarProviderClient } from './calendar-provider';
import type { CaldavClient } from './caldav-client';

/**
 * CalDAV behind the provider interface: calendars are their URLs, an event is stored under its
 * UID (`If-None-Match: *`, never overwriting one) and that UID is its id.
 */
export class CaldavProviderClient implements CalendarProviderClient {
  constructor(private readonly client: CaldavClient) {}

  async readBusy(
    calendarIds: readonly string[],
    from: Date,
    to: Date,
    zone: string | null,
  ): Promise<BusyInterval[]> {
    const lists = await Promise.all(
      calendarIds.map((url) => this.client.readBusy(url, from, to, zone)),
    );
    return lists.flat();
  }

  async createEvent(calendarId: string, event: IcsEvent): Promise<{ eventId: string }> {
    await this.client.putEvent(calendarId, event.uid, buildIcsEvent(event, 'STORE'), true);
    return { eventId: event.uid };
  }

  async moveEvent(calendarId: string, eventId: string, event: IcsEvent): Promise<void> {
    await this.client.putEvent(calendarId, eventId, buildIcsEvent(event, 'STORE'), false);
  }

  deleteEvent(calendarId: string, eventId: string): Promise<void> {
    return this.client.deleteEvent(calendarId, eventId);
  }
}
