import type { BusyInterval } from '@hirelane/domain/calendars/ics-busy';
import type { IcsEvent } from '@hirelane/domain/calendars/ics-event';

/*
 * What the scheduling features need from any connected calendar account (decision 049): its busy
 * time, and booked interviews written to and removed from one of its calendars. CalDAV, Google
 * Calendar and Microsoft 365 implement it; calendars are named by the ids each provider gives.
 */

export type ProviderCalendar = { id: string; name: string };

export interface CalendarProviderClient {
  /** The merged busy intervals of these calendars of the account between two instants. */
  readBusy(
    calendarIds: readonly string[],
    from: Date,
    to: Date,
    zone: string | null,
  ): Promise<BusyInterval[]>;
  /** Writes the event with its attendees invited; answers the provider's id to remove it later. */
  createEvent(calendarId: string, event: IcsEvent): Promise<{ eventId: string }>;
  /**
   * Moves a written event to the event's new time (the same event: its attendees are told of the
   * change, RFC 5546's REQUEST with a higher SEQUENCE for CalDAV).
   */
  moveEvent(calendarId: string, eventId: string, event: IcsEvent): Promise<void>;
  /** Removes an event; one already gone is not an error. */
  deleteEvent(calendarId: string, eventId: string): Promise<void>;
}

/** not_configured: the server lost the provider's OAuth client since the account was connected. */
export type CalendarProviderFailure = 'unauthorized' | 'unreachable' | 'failed' | 'not_configured';

/** A Google or Microsoft call that failed; the message is ours, for logs, never a provider's. */
export class CalendarProviderError extends Error {
  constructor(
    readonly reason: CalendarProviderFailure,
    message: string,
  ) {
    super(message);
  }
}
