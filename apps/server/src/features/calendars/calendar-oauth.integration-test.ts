import {
  startFakeGoogleCalendar,
  type FakeGoogleCalendar,
} from '@hirelane/test-servers/fake-google-calendar/fake-google-calendar';
import {
  startFakeMicrosoftCalendar,
  type FakeMicrosoftCalendar,
} from '@hirelane/test-servers/fake-microsoft-calendar/fake-microsoft-calendar';
import { startRadicale, type Radicale } from '@hirelane/test-servers/radicale';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, TEST_APP_URL, type TestApp } from '../../../test/test-app';
import type { As } from '../campaigns/campaign.test-kit';
import { projectKit } from '../projects/project.test-kit';
import { listCalendarAccountRows } from './calendar-account-store';
import { readFreeBusy } from './read-free-busy';

const GOOGLE_PRIMARY = 'ana.rossi@gmail.test';
const GOOGLE_TEAM = 'c_interviews@group.calendar.google.com';
const MICROSOFT_USER = 'Mo.Khan@contoso.test';
const rita = { user: 'rita@caldav.test', password: 'rita-caldav' };

let t: TestApp;
let google: FakeGoogleCalendar;
let microsoft: FakeMicrosoftCalendar;
let radicale: Radicale;
let owner: As;
let member: As;
let memberUserId: string;
let caldavCalendarUrl: string;
let projectId: string;
let candidateId: string;

type CalendarList = {
  data: {
    verified_calenders: { id: string; label: string }[];
    invalid_calenders: { id: string; label: string }[];
  };
};

type Account = {
  id: string;
  provider: string;
  address: string;
  event_calendar: string;
  event_calendar_id: string;
  calendars: string[];
  calendar_choices: { id: string; name: string }[];
  status: string;
  invalid_reason: string | null;
};

beforeAll(async () => {
  [google, microsoft, radicale] = await Promise.all([
    startFakeGoogleCalendar({
      clientId: 'hirelane-test.apps.googleusercontent.com',
      clientSecret: 'GOCSPX-test-secret',
      email: GOOGLE_PRIMARY,
      calendars: [
        { id: GOOGLE_PRIMARY, summary: 'Ana Rossi', accessRole: 'owner', primary: true },
        { id: GOOGLE_TEAM, summary: 'Interviews', accessRole: 'writer' },
        {
          id: 'en.italian#holiday@group.v.calendar.google.com',
          summary: 'Holidays',
          accessRole: 'reader',
        },
      ],
    }),
    // Tokens that live 30 s: less than the minute of margin, so each use refreshes first.
    startFakeMicrosoftCalendar({
      clientId: '6731de76-14a6-49ae-97bc-6eba6914391e',
      clientSecret: 'ms~test~secret',
      email: MICROSOFT_USER,
      displayName: 'Mo Khan',
      calendars: [
        { id: 'AAMkAGCalendarDefault=', name: 'Calendar', isDefaultCalendar: true },
        { id: 'AAMkAGCalendarHiring=', name: 'Hiring' },
      ],
      accessTokenSeconds: 30,
    }),
    startRadicale([rita]),
  ]);
  t = await createTestApp({ ...google.env, ...microsoft.env });
  const kit = projectKit(t, 256);
  owner = await kit.owner('oauth-owner@example.com');
  const teammate = await kit.teammate(owner.cookie, owner.workspace, 'oauth-member@example.com');
  member = { cookie: teammate.cookie, workspace: owner.workspace };
  memberUserId = (
    await t.pool.query<{ id: string }>(`select id from "user" where email = $1`, [
      'oauth-member@example.com',
    ])
  ).rows[0]!.id;
  caldavCalendarUrl = await radicale.createCalendar(rita, 'Work');
  projectId = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Platform' }))._id;
  candidateId = (
    await kit.addCandidate(owner.cookie, owner.workspace, projectId, {
      first_name: 'Lea',
      email: 'lea@example.com',
    })
  ).candidate_id;
}, 90_000);

afterAll(async () => {
  await Promise.all([t?.close(), google?.close(), microsoft?.close(), radicale?.close()]);
});

/** authorize → the provider (auto-consent) → our callback: where the browser finally lands. */
const connectThrough = async (provider: 'google' | 'microsoft', as: As) => {
  const start = await call(t, 'GET', `/api/communication/calendar/${provider}/authorize`, as);
  expect(start.statusCode, start.body).toBe(302);
  const consent = new URL(String(start.headers.location));
  const atProvider = await fetch(consent, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const back = new URL(atProvider.headers.get('location') ?? '');
  expect(back.origin + back.pathname).toBe(
    `${TEST_APP_URL}/api/communication/calendar/${provider}/callback`,
  );
  const landed = await call(t, 'GET', back.pathname + back.search, { cookie: as.cookie });
  expect(landed.statusCode, landed.body).toBe(302);
  return { consent, back, landing: String(landed.headers.location) };
};

const accounts = async (): Promise<Account[]> =>
  (await call(t, 'GET', '/api/communication/calendar/accounts', owner)).json().data as Account[];

const accountOf = async (provider: string) => {
  const found = (await accounts()).find((account) => account.provider === provider);
  expect(found).toBeDefined();
  return found!;
};

describe('connecting Google Calendar by OAuth', () => {
  it('says both providers can be connected', async () => {
    const answer = await call(t, 'GET', '/api/communication/calendar/providers', owner);
    expect(answer.json().data).toEqual([
      { provider: 'google', label: 'Google Calendar', available: true, reason: null },
      { provider: 'microsoft', label: 'Microsoft 365', available: true, reason: null },
    ]);
  });

  it('sends the person to consent with PKCE S256 and a signed state, and stores the account', async () => {
    const { consent, landing } = await connectThrough('google', member);
    expect(Object.fromEntries(consent.searchParams)).toMatchObject({
      client_id: 'hirelane-test.apps.googleusercontent.com',
      response_type: 'code',
      redirect_uri: `${TEST_APP_URL}/api/communication/calendar/google/callback`,
      code_challenge_method: 'S256',
      access_type: 'offline',
      scope:
        'https://www.googleapis.com/auth/calendar.readonly https://www.googleapis.com/auth/calendar.events',
    });
    expect(landing).toBe(`/app/calendar-confirmation?email=${encodeURIComponent(GOOGLE_PRIMARY)}`);
    // The code was exchanged with the verifier whose S256 is the challenge sent at the start.
    const exchange = google.oauth.tokenRequests.find(
      (request) => request.grantType === 'authorization_code',
    );
    expect(exchange?.form).toMatchObject({
      client_secret: 'GOCSPX-test-secret',
      redirect_uri: `${TEST_APP_URL}/api/communication/calendar/google/callback`,
    });
    expect(
      createHash('sha256')
        .update(exchange?.form.code_verifier ?? '')
        .digest('base64url'),
    ).toBe(consent.searchParams.get('code_challenge'));

    const account = await accountOf('google');
    // Calendars only subscribed to (holidays) are neither read nor offered; the primary comes first.
    expect(account).toMatchObject({
      address: GOOGLE_PRIMARY,
      status: 'verified',
      event_calendar: 'Ana Rossi',
      event_calendar_id: GOOGLE_PRIMARY,
      calendars: ['Ana Rossi', 'Interviews'],
    });
    const stored = await t.pool.query<{ secret: string; user_id: string }>(
      'select secret, user_id from calendar_account where id = $1',
      [account.id],
    );
    expect(stored.rows[0]?.user_id).toBe(memberUserId);
    expect(stored.rows[0]?.secret).not.toContain('ya29.');
    const list = await call(t, 'GET', '/api/communication/calendar/account/list', owner);
    expect((list.json() as CalendarList).data.verified_calenders).toContainEqual({
      id: GOOGLE_PRIMARY,
      label: GOOGLE_PRIMARY,
    });
  });

  it('lands on the confirmation page with the reason when consent is refused or the state is wrong', async () => {
    google.oauth.refuseConsent(true);
    try {
      expect((await connectThrough('google', owner)).landing).toBe(
        '/app/calendar-confirmation?error=denied&provider=google',
      );
    } finally {
      google.oauth.refuseConsent(false);
    }
    // The member's state finished by the owner's session; a changed state; no state at all.
    const start = await call(t, 'GET', '/api/communication/calendar/google/authorize', member);
    const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';
    for (const query of [
      { code: 'x', state } as Record<string, string>,
      { code: 'x', state: `${state.slice(0, -2)}xx` },
      { code: 'x' },
    ]) {
      const answer = await call(
        t,
        'GET',
        `/api/communication/calendar/google/callback?${new URLSearchParams(query)}`,
        { cookie: owner.cookie },
      );
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe(
        '/app/calendar-confirmation?error=state&provider=google',
      );
    }
    // Signed out since the start, or a query the route cannot read: the page says so too.
    const signedOut = await call(
      t,
      'GET',
      `/api/communication/calendar/google/callback?${new URLSearchParams({ code: 'x', state })}`,
    );
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toBe(
      '/app/calendar-confirmation?error=signed_out&provider=google',
    );
    const unknownProvider = await call(t, 'GET', '/api/communication/calendar/yahoo/callback', {
      cookie: member.cookie,
    });
    expect(unknownProvider.statusCode).toBe(302);
    expect(unknownProvider.headers.location).toBe(
      '/app/calendar-confirmation?error=failed&provider=yahoo',
    );
    // A code the provider refuses (already used, or made up).
    const madeUp = await call(
      t,
      'GET',
      `/api/communication/calendar/google/callback?${new URLSearchParams({ code: 'made-up', state })}`,
      { cookie: member.cookie },
    );
    expect(madeUp.headers.location).toBe('/app/calendar-confirmation?error=failed&provider=google');
    expect((await accounts()).filter((account) => account.provider === 'google')).toHaveLength(1);
  });

  it('refreshes the access token after a 401 and keeps reading busy time', async () => {
    google.addEvent(GOOGLE_PRIMARY, '2026-12-07T09:00:00Z', '2026-12-07T10:00:00Z');
    google.addEvent(GOOGLE_TEAM, '2026-12-07T09:30:00Z', '2026-12-07T11:00:00Z');
    google.addEvent(GOOGLE_PRIMARY, '2026-12-07T13:00:00Z', '2026-12-07T14:00:00Z', true);
    google.oauth.expireAccessTokens();
    const refusedBefore = google.unauthorizedCalls();
    const rows = (await listCalendarAccountRows(t.app.db, owner.workspace)).filter(
      (row) => row.provider === 'google',
    );
    const freeBusy = await readFreeBusy(
      t.app,
      owner.workspace,
      rows,
      new Date('2026-12-07T00:00:00Z'),
      new Date('2026-12-08T00:00:00Z'),
    );
    expect(freeBusy.unreadable).toEqual([]);
    expect(freeBusy.busy).toEqual([
      { start: new Date('2026-12-07T09:00:00Z'), end: new Date('2026-12-07T11:00:00Z') },
    ]);
    expect(google.unauthorizedCalls()).toBe(refusedBefore + 1);
    const refresh = google.oauth.tokenRequests.filter(
      (request) => request.grantType === 'refresh_token',
    );
    expect(refresh).toHaveLength(1);
    expect(refresh[0]?.form).toMatchObject({ client_secret: 'GOCSPX-test-secret' });
    // The new access token was stored: the next read needs no refresh.
    const again = await readFreeBusy(
      t.app,
      owner.workspace,
      await listCalendarAccountRows(t.app.db, owner.workspace).then((all) =>
        all.filter((row) => row.provider === 'google'),
      ),
      new Date('2026-12-07T00:00:00Z'),
      new Date('2026-12-08T00:00:00Z'),
    );
    expect(again.unreadable).toEqual([]);
    expect(
      google.oauth.tokenRequests.filter((request) => request.grantType === 'refresh_token'),
    ).toHaveLength(1);
  });

  it('chooses the calendar interviews are written to among the account’s own', async () => {
    const account = await accountOf('google');
    const url = `/api/communication/calendar/account/${account.id}/event-calendar`;
    const foreign = await call(t, 'PUT', url, {
      ...member,
      body: { calendar_id: 'en.italian#holiday@group.v.calendar.google.com' },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual([
      { path: 'calendar_id', message: 'Choose one of the calendars of this account.' },
    ]);
    const empty = await call(t, 'PUT', url, { ...member, body: {} });
    expect(empty.statusCode).toBe(422);
    const chosen = await call(t, 'PUT', url, { ...member, body: { calendar_id: GOOGLE_TEAM } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data).toMatchObject({
      event_calendar: 'Interviews',
      event_calendar_id: GOOGLE_TEAM,
    });
    expect((await accountOf('google')).event_calendar).toBe('Interviews');
    // Connecting again (new tokens) keeps the choice.
    const before = google.oauth.tokenRequests.length;
    expect((await connectThrough('google', member)).landing).toContain('email=');
    expect(google.oauth.tokenRequests.length).toBe(before + 1);
    expect(await accountOf('google')).toMatchObject({
      id: account.id,
      event_calendar: 'Interviews',
    });
  });
});

describe('connecting Microsoft 365 by OAuth', () => {
  it('connects through the v2 endpoints and refreshes an expiring token before using it', async () => {
    const { consent, landing } = await connectThrough('microsoft', owner);
    expect(consent.pathname).toBe('/common/oauth2/v2.0/authorize');
    expect(consent.searchParams.get('scope')).toBe('offline_access Calendars.ReadWrite User.Read');
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(landing).toBe(
      `/app/calendar-confirmation?email=${encodeURIComponent(MICROSOFT_USER.toLowerCase())}`,
    );
    const account = await accountOf('microsoft');
    expect(account).toMatchObject({
      address: MICROSOFT_USER.toLowerCase(),
      event_calendar: 'Calendar',
      calendars: ['Calendar', 'Hiring'],
    });
    const secretBefore = (
      await t.pool.query<{ secret: string }>('select secret from calendar_account where id = $1', [
        account.id,
      ])
    ).rows[0]?.secret;
    microsoft.addEvent('AAMkAGCalendarHiring=', '2026-12-08T15:00:00Z', '2026-12-08T16:00:00Z');
    microsoft.addEvent(
      'AAMkAGCalendarDefault=',
      '2026-12-08T16:00:00Z',
      '2026-12-08T17:00:00Z',
      'free',
    );
    const rows = (await listCalendarAccountRows(t.app.db, owner.workspace)).filter(
      (row) => row.provider === 'microsoft',
    );
    const freeBusy = await readFreeBusy(
      t.app,
      owner.workspace,
      rows,
      new Date('2026-12-08T00:00:00Z'),
      new Date('2026-12-09T00:00:00Z'),
    );
    expect(freeBusy).toEqual({
      busy: [{ start: new Date('2026-12-08T15:00:00Z'), end: new Date('2026-12-08T16:00:00Z') }],
      unreadable: [],
    });
    const refresh = microsoft.oauth.tokenRequests.filter(
      (request) => request.grantType === 'refresh_token',
    );
    expect(refresh.length).toBeGreaterThanOrEqual(1);
    expect(refresh[0]?.form.scope).toBe('offline_access Calendars.ReadWrite User.Read');
    // Microsoft rotates refresh tokens: the new pair is sealed and stored.
    const secretAfter = (
      await t.pool.query<{ secret: string }>('select secret from calendar_account where id = $1', [
        account.id,
      ])
    ).rows[0]?.secret;
    expect(secretAfter).not.toBe(secretBefore);
  });
});

describe('scheduling with OAuth and CalDAV calendars together', () => {
  let token: string;
  let slot: string;

  it('offers only the time free in a Google and a CalDAV calendar at once', async () => {
    const connected = await call(t, 'POST', '/api/communication/calendar/account/caldav', {
      ...owner,
      body: { address: rita.user, server_url: radicale.url, password: rita.password },
    });
    expect(connected.statusCode, connected.body).toBe(200);
    const googleAccount = await accountOf('google');
    const made = await call(
      t,
      'POST',
      `/api/project/${projectId}/candidate/${candidateId}/scheduling-link`,
      {
        ...owner,
        body: {
          calendar_account_ids: [
            googleAccount.id,
            (connected.json() as { data: { id: string } }).data.id,
          ],
          title: 'Platform interview',
          video_url: 'https://meet.example.com/platform',
          duration_minutes: 30,
          working_hours: {
            timezone: 'UTC',
            days: [0, 1, 2, 3, 4, 5, 6],
            start: '00:00',
            end: '23:45',
          },
          minimum_notice_hours: 1,
          horizon_days: 3,
        },
      },
    );
    expect(made.statusCode, made.body).toBe(200);
    token = (made.json() as { data: { url: string } }).data.url.split('/schedule/')[1] ?? '';
    const slotsOf = async () =>
      ((await call(t, 'GET', `/api/scheduling/${token}`, {})).json().data as { slots: string[] })
        .slots;
    const before = await slotsOf();
    const [, googleBusy, , , caldavBusy] = before.filter((_, index) => index % 4 === 0);
    expect(googleBusy && caldavBusy).toBeTruthy();
    const plus30 = (iso: string) => new Date(new Date(iso).getTime() + 30 * 60_000).toISOString();
    google.addEvent(GOOGLE_TEAM, googleBusy!, plus30(googleBusy!));
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    await radicale.putEvent(
      rita,
      caldavCalendarUrl,
      'busy-1',
      `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VEVENT\r\nUID:busy-1\r\nDTSTAMP:20261124T000000Z\r\nDTSTART:${stamp(caldavBusy!)}\r\nDTEND:${stamp(plus30(caldavBusy!))}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
    );
    const after = await slotsOf();
    expect(after).not.toContain(googleBusy);
    expect(after).not.toContain(caldavBusy);
    slot = after[0]!;
    expect(after).toContain(before[0]);
  });

  it('writes the booked interview to the chosen Google calendar with the candidate invited', async () => {
    const booked = await call(t, 'POST', `/api/scheduling/${token}/book`, {
      body: { starts_at: slot },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const booking = (
      await t.pool.query<{
        event_uid: string;
        provider_event_id: string;
        event_calendar_id: string;
      }>(
        `select event_uid, provider_event_id, event_calendar_id from interview_booking
          where candidate_id = $1 and status = 'booked'`,
        [candidateId],
      )
    ).rows[0];
    const event = google.events.find((item) => item.id === booking?.provider_event_id);
    expect(event).toMatchObject({
      calendarId: GOOGLE_TEAM,
      iCalUID: booking?.event_uid,
      summary: 'Platform interview',
      location: 'https://meet.example.com/platform',
      start: new Date(slot).toISOString(),
      sendUpdates: 'all',
      status: 'confirmed',
    });
    expect(event?.description).toContain('Video link: https://meet.example.com/platform');
    expect(event?.attendees.map((person) => person.email)).toContain('lea@example.com');
    expect(event?.attendees.map((person) => person.email)).toContain(rita.user);
    expect(booking?.event_calendar_id).toBe(GOOGLE_TEAM);
  });

  it('removes the event from Google when the candidate cancels', async () => {
    const canceled = await call(t, 'POST', `/api/scheduling/${token}/cancel`, {});
    expect(canceled.statusCode, canceled.body).toBe(200);
    const booking = (
      await t.pool.query<{ provider_event_id: string }>(
        'select provider_event_id from interview_booking where candidate_id = $1',
        [candidateId],
      )
    ).rows[0];
    expect(google.events.find((item) => item.id === booking?.provider_event_id)?.status).toBe(
      'cancelled',
    );
  });

  it('books into and cancels from a Microsoft 365 calendar', async () => {
    const account = await accountOf('microsoft');
    const chosen = await call(
      t,
      'PUT',
      `/api/communication/calendar/account/${account.id}/event-calendar`,
      { ...owner, body: { calendar_id: 'AAMkAGCalendarHiring=' } },
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    const made = await call(
      t,
      'POST',
      `/api/project/${projectId}/candidate/${candidateId}/scheduling-link`,
      {
        ...owner,
        body: {
          calendar_account_ids: [account.id],
          title: 'Platform follow-up',
          duration_minutes: 30,
          working_hours: {
            timezone: 'UTC',
            days: [0, 1, 2, 3, 4, 5, 6],
            start: '00:00',
            end: '23:45',
          },
          minimum_notice_hours: 1,
          horizon_days: 3,
        },
      },
    );
    expect(made.statusCode, made.body).toBe(200);
    const msToken =
      (made.json() as { data: { url: string } }).data.url.split('/schedule/')[1] ?? '';
    const page = await call(t, 'GET', `/api/scheduling/${msToken}`, {});
    const first = (page.json().data as { slots: string[] }).slots[0]!;
    const booked = await call(t, 'POST', `/api/scheduling/${msToken}/book`, {
      body: { starts_at: first },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const event = microsoft.events.find((item) => item.subject === 'Platform follow-up');
    expect(event).toMatchObject({
      calendarId: 'AAMkAGCalendarHiring=',
      start: new Date(first).toISOString(),
      attendees: [{ address: 'lea@example.com', name: 'Lea' }],
    });
    const canceled = await call(t, 'POST', `/api/scheduling/${msToken}/cancel`, {});
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(microsoft.events.some((item) => item.id === event?.id)).toBe(false);
  });
});

describe('a revoked Google grant', () => {
  it('turns the account invalid with a reason that says to connect it again', async () => {
    google.oauth.revokeRefreshTokens();
    google.oauth.expireAccessTokens();
    const rows = (await listCalendarAccountRows(t.app.db, owner.workspace)).filter(
      (row) => row.provider === 'google',
    );
    const freeBusy = await readFreeBusy(
      t.app,
      owner.workspace,
      rows,
      new Date('2026-12-07T00:00:00Z'),
      new Date('2026-12-08T00:00:00Z'),
    );
    const reason = 'Google Calendar no longer allows access to this calendar. Connect it again.';
    expect(freeBusy.unreadable).toEqual([
      { accountId: rows[0]!.id, address: GOOGLE_PRIMARY, reason },
    ]);
    expect(await accountOf('google')).toMatchObject({ status: 'invalid', invalid_reason: reason });
    const list = await call(t, 'GET', '/api/communication/calendar/account/list', owner);
    expect((list.json() as CalendarList).data.invalid_calenders).toContainEqual({
      id: GOOGLE_PRIMARY,
      label: GOOGLE_PRIMARY,
    });
  });
});
