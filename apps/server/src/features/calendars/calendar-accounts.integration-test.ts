import { startRadicale, type Radicale } from '@hirelane/test-servers/radicale';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { errorsOf, type As } from '../campaigns/campaign.test-kit';
import { projectKit } from '../projects/project.test-kit';
import { listCalendarAccountRows } from './calendar-account-store';
import { readFreeBusy } from './read-free-busy';

const ana = { user: 'ana@example.com', password: 'ana-caldav-password' };
const ben = { user: 'ben@example.com', password: 'ben-caldav-password' };

let t: TestApp;
let radicale: Radicale;
let owner: As;
let member: As;
let outsider: As;
let webPage: string;
let web: http.Server;

const event = (uid: string, start: string, end: string) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20261124T000000Z\r\nDTSTART:${start}\r\nDTEND:${end}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;

beforeAll(async () => {
  [t, radicale] = await Promise.all([createTestApp(), startRadicale([ana, ben])]);
  // A web server that is not CalDAV: it answers every request with a page.
  web = http.createServer((_request, response) => response.end('<html>Welcome</html>'));
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', () => resolve()));
  const address = web.address();
  webPage = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  const kit = projectKit(t, 254);
  owner = await kit.owner('calendar-owner@example.com');
  const teammate = await kit.teammate(owner.cookie, owner.workspace, 'calendar-member@example.com');
  member = { cookie: teammate.cookie, workspace: owner.workspace };
  outsider = await kit.owner('calendar-outsider@example.com', 'Other Team');
  const anaWork = await radicale.createCalendar(ana, 'Work');
  const anaHome = await radicale.createCalendar(ana, 'Home');
  const benWork = await radicale.createCalendar(ben, 'Interviews');
  await radicale.putEvent(ana, anaWork, 'a1', event('a1', '20261201T090000Z', '20261201T100000Z'));
  await radicale.putEvent(ana, anaHome, 'a2', event('a2', '20261201T095000Z', '20261201T110000Z'));
  await radicale.putEvent(ben, benWork, 'b1', event('b1', '20261201T140000Z', '20261201T150000Z'));
}, 90_000);

afterAll(async () => {
  await Promise.all([t?.close(), radicale?.close()]);
  await new Promise<void>((resolve) => web?.close(() => resolve()));
});

const connect = (as: As, body: Record<string, unknown>) =>
  call(t, 'POST', '/api/communication/calendar/account/caldav', { ...as, body });

describe('connecting a CalDAV calendar', () => {
  it('finds the calendars, stores the account and lists it as SPEC 3 says', async () => {
    const response = await connect(member, {
      address: 'Ana@Example.com',
      server_url: radicale.url,
      password: ana.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      address: 'ana@example.com',
      status: 'verified',
      event_calendar: 'Home',
      calendars: ['Home', 'Work'],
      can_remove: true,
    });
    expect(response.body).not.toContain(ana.password);

    const list = await call(t, 'GET', '/api/communication/calendar/account/list', owner);
    expect(list.json().data).toEqual({
      verified_calenders: [{ id: 'ana@example.com', label: 'ana@example.com' }],
      invalid_calenders: [],
    });
    const stored = await t.pool.query<{ secret: string }>(
      'select secret from calendar_account where address = $1',
      ['ana@example.com'],
    );
    expect(stored.rows[0]?.secret).not.toContain(ana.password);
  });

  it('refuses a wrong password, a server that is not CalDAV and plain http to the internet', async () => {
    const wrong = await connect(owner, {
      address: 'ben@example.com',
      server_url: radicale.url,
      password: 'not-it',
    });
    expect(wrong.statusCode).toBe(422);
    expect(errorsOf(wrong)).toEqual([
      { path: 'server_url', message: 'The calendar server refused the user name or password.' },
    ]);
    const notCaldav = await connect(owner, {
      address: 'ben@example.com',
      server_url: webPage,
      password: ben.password,
    });
    expect(notCaldav.statusCode).toBe(422);
    const plain = await connect(owner, {
      address: 'ben@example.com',
      server_url: 'http://calendar.example.com/dav/',
      password: ben.password,
    });
    expect(plain.statusCode).toBe(422);
    expect(plain.body).toContain('Use an https:// address');
    const rows = await t.pool.query('select 1 from calendar_account where address = $1', [
      'ben@example.com',
    ]);
    expect(rows.rowCount).toBe(0);
  });

  it('reads busy time merged across every calendar of every account', async () => {
    const connected = await connect(owner, {
      address: 'ben@example.com',
      server_url: radicale.url,
      password: ben.password,
    });
    expect(connected.statusCode, connected.body).toBe(200);
    const accounts = await listCalendarAccountRows(t.app.db, owner.workspace);
    const freeBusy = await readFreeBusy(
      t.app,
      owner.workspace,
      accounts,
      new Date('2026-12-01T00:00:00Z'),
      new Date('2026-12-02T00:00:00Z'),
    );
    expect(freeBusy.unreadable).toEqual([]);
    expect(
      freeBusy.busy.map((interval) => [interval.start.toISOString(), interval.end.toISOString()]),
    ).toEqual([
      ['2026-12-01T09:00:00.000Z', '2026-12-01T11:00:00.000Z'],
      ['2026-12-01T14:00:00.000Z', '2026-12-01T15:00:00.000Z'],
    ]);
  });

  it('marks an account invalid when its server later refuses the login', async () => {
    await t.pool.query(
      `update calendar_account set secret = $1 where address = 'ben@example.com'`,
      [
        (
          await t.pool.query<{ secret: string }>(
            `select secret from calendar_account where address = 'ana@example.com'`,
          )
        ).rows[0]!.secret,
      ],
    );
    const accounts = await listCalendarAccountRows(t.app.db, owner.workspace);
    const freeBusy = await readFreeBusy(
      t.app,
      owner.workspace,
      accounts,
      new Date('2026-12-01T00:00:00Z'),
      new Date('2026-12-02T00:00:00Z'),
    );
    expect(freeBusy.unreadable.map((entry) => entry.address)).toEqual(['ben@example.com']);
    const list = await call(t, 'GET', '/api/communication/calendar/account/list', owner);
    expect(
      (list.json() as { data: { invalid_calenders: unknown } }).data.invalid_calenders,
    ).toEqual([{ id: 'ben@example.com', label: 'ben@example.com' }]);
  });

  it("lets a member remove only their own calendar, and an owner anyone's", async () => {
    const accounts = (await call(t, 'GET', '/api/communication/calendar/accounts', member)).json()
      .data as { id: string; address: string; can_remove: boolean }[];
    const bens = accounts.find((account) => account.address === 'ben@example.com')!;
    const anas = accounts.find((account) => account.address === 'ana@example.com')!;
    expect(bens.can_remove).toBe(false);
    const refused = await call(
      t,
      'PUT',
      `/api/communication/calendar/account/delete/${bens.id}`,
      member,
    );
    expect(refused.statusCode).toBe(403);
    const foreign = await call(
      t,
      'PUT',
      `/api/communication/calendar/account/delete/${anas.id}`,
      outsider,
    );
    expect(foreign.statusCode).toBe(404);
    const removed = await call(
      t,
      'PUT',
      `/api/communication/calendar/account/delete/${anas.id}`,
      owner,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const left = (await call(t, 'GET', '/api/communication/calendar/accounts', owner)).json()
      .data as { address: string }[];
    expect(left.map((account) => account.address)).toEqual(['ben@example.com']);
  });
});
