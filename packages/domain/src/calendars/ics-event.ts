/*
 * One interview as a calendar file (RFC 5545): stored on the recruiter's CalDAV calendar (no
 * METHOD) and sent to the candidate as an invitation any calendar client understands (METHOD
 * REQUEST, RFC 5546), or a cancellation (METHOD CANCEL, same UID, higher SEQUENCE).
 */

export type IcsPerson = { email: string; name: string | null };

export type IcsEvent = {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string | null;
  /** The video link, shown as the event's location and URL. */
  videoUrl: string | null;
  organizer: IcsPerson;
  attendees: readonly IcsPerson[];
  sequence: number;
  stampedAt: Date;
};

export type IcsMethod = 'STORE' | 'REQUEST' | 'CANCEL';

const utcStamp = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values escaped (RFC 5545 3.3.11). */
export const escapeIcsText = (value: string): string =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A parameter value: quoted, with the characters a quoted value cannot hold removed. */
const paramValue = (value: string): string => `"${value.replace(/["\r\n]/g, '')}"`;

/** Lines longer than 75 octets folded (RFC 5545 3.1), never inside a UTF-8 character. */
export const utf8Length = (text: string): number => {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
};

export const foldIcsLine = (line: string): string => {
  if (utf8Length(line) <= 75) return line;
  const pieces: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const width = utf8Length(char);
    const limit = pieces.length === 0 ? 75 : 74;
    if (size + width > limit) {
      pieces.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += width;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
};

const person = (role: 'ORGANIZER' | 'ATTENDEE', who: IcsPerson, method: IcsMethod): string => {
  const name = who.name ? `;CN=${paramValue(who.name)}` : '';
  const extra =
    role === 'ATTENDEE'
      ? `;ROLE=REQ-PARTICIPANT;PARTSTAT=${method === 'CANCEL' ? 'DECLINED' : 'NEEDS-ACTION'};RSVP=TRUE`
      : '';
  return `${role}${name}${extra}:mailto:${who.email}`;
};

export const buildIcsEvent = (event: IcsEvent, method: IcsMethod): string => {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hirelane//Interview scheduling//EN',
    'CALSCALE:GREGORIAN',
    ...(method === 'STORE' ? [] : [`METHOD:${method}`]),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stampedAt)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SEQUENCE:${event.sequence}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.videoUrl
      ? [
          `LOCATION:${escapeIcsText(event.videoUrl)}`,
          `URL:${event.videoUrl.replace(/[\r\n]/g, '')}`,
        ]
      : []),
    person('ORGANIZER', event.organizer, method),
    ...event.attendees.map((attendee) => person('ATTENDEE', attendee, method)),
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
};
