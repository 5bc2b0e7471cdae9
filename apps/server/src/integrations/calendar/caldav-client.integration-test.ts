import { startRadicale, type Radicale } from '@hirelane/test-servers/radicale';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaldavClient } from './caldav-client';
import { CaldavError } from './caldav-http';

const ana = { user: 'ana@example.com', password: 'secret-ana' };
const ben = { user: 'ben', password: 'secret-ben' };
const loopback = { allowPrivate: true };

const event = (uid: string, start: string, end: string, extra = '') =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20261124T000000Z',
    `DTSTART:${start}`,
    `DTEND:${end}`,
    'SUMMARY:Busy',
    ...(extra ? [extra] : []),
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

let radicale: Radicale;
let work: string;

beforeAll(async () => {
  radicale = await startRadicale([ana, ben]);
  work = await radicale.createCalendar(ana, 'work');
  await radicale.createCalendar(ana, 'private');
  await radicale.createCalendar(ben, 'bens');
  await radicale.putEvent(
    ana,
    work,
    'standup',
    event('standup', '20261125T090000Z', '20261125T093000Z'),
  );
  await radicale.putEvent(
    ana,
    work,
    'weekly',
    event('weekly', '20261123T150000Z', '20261123T160000Z', 'RRULE:FREQ=WEEKLY;COUNT=3'),
  );
  await radicale.putEvent(
    ana,
    work,
    'lunch',
    event('lunch', '20261125T120000Z', '20261125T130000Z', 'TRANSP:TRANSPARENT'),
  );
}, 60_000);

afterAll(async () => {
  await radicale?.close();
});

describe('CaldavClient against Radicale', () => {
  it("finds the user's own calendars from the server's root URL", async () => {
    const client = new CaldavClient({ username: ana.user, password: ana.password }, loopback);
    const calendars = await client.discoverCalendars(radicale.url);
    expect(calendars.map((calendar) => calendar.name).sort()).toEqual(['private', 'work']);
    expect(
      decodeURIComponent(calendars.find((calendar) => calendar.name === 'work')?.url ?? ''),
    ).toBe(decodeURIComponent(work));
  });

  it('reads busy time in a range, with recurrences expanded and free events left out', async () => {
    const client = new CaldavClient({ username: ana.user, password: ana.password }, loopback);
    const busy = await client.readBusy(
      work,
      new Date('2026-11-24T00:00:00Z'),
      new Date('2026-12-08T00:00:00Z'),
      'UTC',
    );
    expect(busy.map((interval) => interval.start.toISOString()).sort()).toEqual([
      '2026-11-25T09:00:00.000Z',
      '2026-11-30T15:00:00.000Z',
      '2026-12-07T15:00:00.000Z',
    ]);
  });

  it('stores an event once, refuses the same UID again, and removes it', async () => {
    const client = new CaldavClient({ username: ana.user, password: ana.password }, loopback);
    const ics = event('interview-1', '20261126T100000Z', '20261126T104500Z');
    await client.putEvent(work, 'interview-1', ics, true);
    expect(await radicale.getEvent(ana, work, 'interview-1')).toContain('UID:interview-1');
    await expect(client.putEvent(work, 'interview-1', ics, true)).rejects.toBeInstanceOf(
      CaldavError,
    );
    await client.deleteEvent(work, 'interview-1');
    expect(await radicale.getEvent(ana, work, 'interview-1')).toBeNull();
  });

  it('says a wrong password is refused, without the server text', async () => {
    const client = new CaldavClient({ username: ana.user, password: 'wrong' }, loopback);
    const failure = await client.discoverCalendars(radicale.url).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CaldavError);
    expect((failure as CaldavError).reason).toBe('unauthorized');
  });

  it("never reaches another user's calendar", async () => {
    const client = new CaldavClient({ username: ben.user, password: ben.password }, loopback);
    await expect(
      client.readBusy(
        work,
        new Date('2026-11-24T00:00:00Z'),
        new Date('2026-11-30T00:00:00Z'),
        'UTC',
      ),
    ).rejects.toMatchObject({ reason: 'unauthorized' });
  });

  it('refuses metadata and, without the setting, loopback addresses before connecting', async () => {
    const client = new CaldavClient(
      { username: ana.user, password: ana.password },
      { allowPrivate: false },
    );
    await expect(client.discoverCalendars(radicale.url)).rejects.toMatchObject({
      reason: 'denied',
    });
    await expect(client.discoverCalendars('http://169.254.169.254/latest/')).rejects.toMatchObject({
      reason: 'denied',
    });
  });
});
