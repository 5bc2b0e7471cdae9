import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';
import { hiddenFromInsider, type InsiderProbe } from '../../../test/same-workspace-probe';
import { signOauthState } from './oauth-state';

/**
 * The calendar routes (spread into PROBES): the outsider is refused (403) through the victim's
 * workspace, gets 404 for the victim's calendar through their own, and never sees its address.
 */

type Probe = (t: TestApp, w: World) => Promise<void>;

const VICTIM_ADDRESS = 'victim-calendar@example.com';

const victimCalendar = async (t: TestApp, w: World): Promise<string> => {
  const made = await t.pool.query<{ id: string }>(
    `insert into calendar_account (workspace_id, user_id, provider, address, server_url, username,
       secret, event_calendar_url, calendars)
     select $1, u.id, 'caldav', $2, 'https://caldav.example.com/', $2, 'sealed',
            'https://caldav.example.com/victim/work/', '[{"url":"https://caldav.example.com/victim/work/","name":"work"}]'
       from "user" u where u.email = 'victim@example.com'
     on conflict (workspace_id, user_id, address) do update set status = 'verified'
     returning id`,
    [w.victimWorkspace, VICTIM_ADDRESS],
  );
  return made.rows[0]!.id;
};

const stillThere = async (t: TestApp, id: string) =>
  (await t.pool.query('select 1 from calendar_account where id = $1', [id])).rowCount;

const probe =
  (method: InjectOptions['method'], path: (id: string) => string, body?: unknown): Probe =>
  async (t, w) => {
    const id = await victimCalendar(t, w);
    const url = path(id);
    const options = body === undefined ? {} : { body };
    const direct = await call(t, method, url, {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      ...options,
    });
    expect(direct.statusCode, direct.body).toBe(403);
    const own = await call(t, method, url, {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
      ...options,
    });
    expect([200, 404, 422]).toContain(own.statusCode);
    if (url.includes(id)) expect(own.statusCode, own.body).toBe(404);
    for (const answer of [direct, own]) expect(answer.body).not.toContain(VICTIM_ADDRESS);
    expect(await stillThere(t, id)).toBe(1);
  };

export const CALENDAR_PROBES: Record<string, Probe> = {
  'POST /api/communication/calendar/account/caldav': probe(
    'POST',
    () => '/api/communication/calendar/account/caldav',
    { address: 'outsider@example.com', server_url: 'https://caldav.invalid/', password: 'x' },
  ),
  'GET /api/communication/calendar/accounts': probe(
    'GET',
    () => '/api/communication/calendar/accounts',
  ),
  'PUT /api/communication/calendar/account/delete/:id': probe(
    'PUT',
    (id) => `/api/communication/calendar/account/delete/${id}`,
  ),
  'PUT /api/communication/calendar/account/:id/event-calendar': async (t, w) => {
    await probe('PUT', (id) => `/api/communication/calendar/account/${id}/event-calendar`, {
      calendar_id: 'https://caldav.example.com/victim/work/',
    })(t, w);
    const row = await t.pool.query<{ event_calendar_url: string }>(
      'select event_calendar_url from calendar_account where address = $1',
      [VICTIM_ADDRESS],
    );
    expect(row.rows[0]?.event_calendar_url).toBe('https://caldav.example.com/victim/work/');
  },
  'GET /api/communication/calendar/providers': probe(
    'GET',
    () => '/api/communication/calendar/providers',
  ),
  // Starting a connection in another's workspace is refused; in one's own it goes on (here to
  // the page saying the provider is not configured), and never names the victim.
  'GET /api/communication/calendar/:provider/authorize': async (t, w) => {
    const url = '/api/communication/calendar/google/authorize';
    const direct = await call(t, 'GET', url, {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
    });
    expect(direct.statusCode, direct.body).toBe(403);
    const own = await call(t, 'GET', url, {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
    });
    expect(own.statusCode, own.body).toBe(302);
    expect(own.headers.location).not.toContain(w.victimWorkspace);
  },
  // A state the server signed for the victim cannot be finished by the outsider's session.
  'GET /api/communication/calendar/:provider/callback': async (t, w) => {
    const victim = await t.pool.query<{ id: string }>(
      `select id from "user" where email = 'victim@example.com'`,
    );
    const { state } = signOauthState(t.config.sessionSecret, {
      userId: victim.rows[0]!.id,
      workspaceId: w.victimWorkspace,
      provider: 'google',
    });
    const before = await t.pool.query('select 1 from calendar_account');
    const answer = await call(
      t,
      'GET',
      `/api/communication/calendar/google/callback?${new URLSearchParams({ code: 'x', state })}`,
      { cookie: w.outsiderCookie },
    );
    expect(answer.statusCode, answer.body).toBe(302);
    expect(answer.headers.location).toBe('/app/calendar-confirmation?error=state&provider=google');
    expect((await t.pool.query('select 1 from calendar_account')).rowCount).toBe(before.rowCount);
  },
};

const linkUrl = (w: World) =>
  `/api/project/${w.victimProjectId}/candidate/${w.victimCandidateId}/scheduling-link`;

const linkBody = (id: string) => ({
  calendar_account_ids: [id],
  title: 'Probe interview',
  duration_minutes: 30,
  working_hours: { timezone: 'UTC', days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' },
});

const linksOfVictim = async (t: TestApp, w: World) =>
  (
    await t.pool.query('select count(*)::int as n from scheduling_link where candidate_id = $1', [
      w.victimCandidateId,
    ])
  ).rows[0] as unknown;

/** A token nobody was given: the public page answers 404 and says nothing of anyone. */
const unknownToken =
  (method: 'GET' | 'POST', suffix: string): Probe =>
  async (t) => {
    const answer = await call(t, method, `/api/scheduling/${'x'.repeat(43)}${suffix}`, {
      ...(method === 'POST' ? { body: { starts_at: '2026-12-01T09:00:00Z' } } : {}),
    });
    expect(answer.statusCode, answer.body).toBe(404);
    expect(answer.body).not.toContain(VICTIM_ADDRESS);
  };

export const SCHEDULING_PROBES: Record<string, Probe> = {
  'POST /api/project/:projectId/candidate/:candidateId/scheduling-link': async (t, w) => {
    const id = await victimCalendar(t, w);
    const before = await linksOfVictim(t, w);
    const direct = await call(t, 'POST', linkUrl(w), {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body: linkBody(id),
    });
    expect(direct.statusCode, direct.body).toBe(403);
    const own = await call(t, 'POST', linkUrl(w), {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
      body: linkBody(id),
    });
    expect(own.statusCode, own.body).toBe(404);
    expect(await linksOfVictim(t, w)).toEqual(before);
  },
  'GET /api/scheduling/:token': unknownToken('GET', ''),
  'POST /api/scheduling/:token/book': unknownToken('POST', '/book'),
  'POST /api/scheduling/:token/cancel': unknownToken('POST', '/cancel'),
};

export const SCHEDULING_INSIDER_PROBES: Record<string, InsiderProbe> = {
  'POST /api/project/:projectId/candidate/:candidateId/scheduling-link': async (t, w) => {
    const id = await victimCalendar(t, w);
    const before = await linksOfVictim(t, w);
    await hiddenFromInsider('POST', linkUrl, () => linkBody(id))(t, w);
    expect(await linksOfVictim(t, w)).toEqual(before);
  },
};
