import { startRadicale, type Radicale } from '@hirelane/test-servers/radicale';
import {
  LINK_CLOSED_MESSAGE,
  SLOT_TAKEN_MESSAGE,
} from '@hirelane/domain/calendars/scheduling-link.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, lastMailTo, type TestApp } from '../../../test/test-app';
import type { As } from '../campaigns/campaign.test-kit';
import { projectKit } from '../projects/project.test-kit';

const rita = { user: 'rita@acme.test', password: 'rita-caldav' };

let t: TestApp;
let radicale: Radicale;
let owner: As;
let calendarUrl: string;
let calendarId: string;
let projectId: string;
const people: Record<string, string> = {};

const tokenOf = (url: string) => url.split('/schedule/')[1] ?? '';

beforeAll(async () => {
  [t, radicale] = await Promise.all([createTestApp(), startRadicale([rita])]);
  const kit = projectKit(t, 255);
  owner = await kit.owner('scheduling-owner@example.com');
  calendarUrl = await radicale.createCalendar(rita, 'Work');
  const connected = await call(t, 'POST', '/api/communication/calendar/account/caldav', {
    ...owner,
    body: { address: rita.user, server_url: radicale.url, password: rita.password },
  });
  expect(connected.statusCode, connected.body).toBe(200);
  calendarId = (connected.json() as { data: { id: string } }).data.id;
  projectId = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Backend' }))._id;
  for (const name of ['Ada', 'Bob', 'Cy'])
    people[name] = (
      await kit.addCandidate(owner.cookie, owner.workspace, projectId, {
        first_name: name,
        email: `${name.toLowerCase()}@example.com`,
      })
    ).candidate_id;
}, 90_000);

afterAll(async () => {
  await Promise.all([t?.close(), radicale?.close()]);
});

/** A link open every day, all day (UTC), so its first slot is soon whatever the clock says. */
const makeLink = async (candidate: string, extra: Record<string, unknown> = {}) => {
  const response = await call(
    t,
    'POST',
    `/api/project/${projectId}/candidate/${people[candidate]}/scheduling-link`,
    {
      ...owner,
      body: {
        calendar_account_ids: [calendarId],
        title: 'Backend interview',
        video_url: 'https://meet.example.com/backend',
        duration_minutes: 30,
        buffer_minutes: 0,
        working_hours: {
          timezone: 'UTC',
          days: [0, 1, 2, 3, 4, 5, 6],
          start: '00:00',
          end: '23:45',
        },
        minimum_notice_hours: 1,
        horizon_days: 3,
        ...extra,
      },
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return tokenOf((response.json() as { data: { url: string } }).data.url);
};

const page = async (token: string) => {
  const response = await call(t, 'GET', `/api/scheduling/${token}`, {});
  expect(response.statusCode, response.body).toBe(200);
  return (
    response.json() as {
      data: { slots: string[]; status: string; booking: { starts_at: string } | null };
    }
  ).data;
};

const book = (token: string, startsAt: string) =>
  call(t, 'POST', `/api/scheduling/${token}/book`, { body: { starts_at: startsAt } });

const subStage = async (candidate: string) =>
  (
    await t.pool.query<{ sub_stage: string | null }>(
      'select sub_stage from project_candidate where project_id = $1 and candidate_id = $2',
      [projectId, people[candidate]],
    )
  ).rows[0]?.sub_stage;

describe('scheduling links', () => {
  let adaToken: string;
  let bobToken: string;
  let taken: string;

  it('offers free slots and leaves out the busy time of the calendar', async () => {
    adaToken = await makeLink('Ada');
    const before = await page(adaToken);
    expect(before.status).toBe('open');
    // Slots start every 15 minutes and last 30: busy time at the fifth start also blocks the fourth.
    const [first, , , fourth, fifth] = before.slots;
    expect(first && fourth && fifth).toBeTruthy();
    const start = new Date(fifth!);
    const stamp = (date: Date) =>
      date
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    await radicale.putEvent(
      rita,
      calendarUrl,
      'busy',
      `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VEVENT\r\nUID:busy\r\nDTSTAMP:20261124T000000Z\r\nDTSTART:${stamp(start)}\r\nDTEND:${stamp(new Date(start.getTime() + 15 * 60_000))}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
    );
    const after = await page(adaToken);
    expect(after.slots).not.toContain(fifth);
    expect(after.slots).not.toContain(fourth);
    expect(after.slots).toContain(first);
    taken = first!;
  });

  it('books one of two people choosing the same time at once, and tells the other to pick again', async () => {
    bobToken = await makeLink('Bob');
    const answers = await Promise.all([book(adaToken, taken), book(bobToken, taken)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422)!;
    expect((refused.json() as { message: string }).message).toBe(SLOT_TAKEN_MESSAGE);
    const winner = answers[0].statusCode === 200 ? 'Ada' : 'Bob';
    const loserToken = winner === 'Ada' ? bobToken : adaToken;
    const winnerToken = winner === 'Ada' ? adaToken : bobToken;
    expect((await page(loserToken)).slots).not.toContain(taken);
    expect((await page(winnerToken)).booking?.starts_at).toBe(taken);
    expect(await subStage(winner)).toBe('scheduled');
    const events = await radicale.listEvents(rita, calendarUrl);
    expect(events.filter((name) => name !== 'busy.ics')).toHaveLength(1);
    const mail = lastMailTo(t, `${winner.toLowerCase()}@example.com`);
    expect(mail?.subject).toBe('Invitation: Backend interview');
    expect(mail?.icalEvent?.method).toBe('REQUEST');
    expect(mail?.icalEvent?.content).toContain('ATTENDEE;CN=');
    expect(mail?.text).toContain('Video link: https://meet.example.com/backend');
    // The same link cannot book twice.
    const again = await book(winnerToken, (await page(loserToken)).slots[0]!);
    expect((again.json() as { message: string }).message).toBe(LINK_CLOSED_MESSAGE);
    adaToken = winnerToken;
    people.Winner = people[winner]!;
  });

  it('refuses a time that was never offered', async () => {
    const token = await makeLink('Cy');
    const slots = (await page(token)).slots;
    const offGrid = new Date(new Date(slots[0]!).getTime() + 7 * 60_000).toISOString();
    expect((await book(token, offGrid)).statusCode).toBe(422);
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect((await book(token, past)).statusCode).toBe(422);
  });

  it('cancels: the event leaves the calendar, the link opens again and the candidate is told', async () => {
    const canceled = await call(t, 'POST', `/api/scheduling/${adaToken}/cancel`, {});
    expect(canceled.statusCode, canceled.body).toBe(200);
    const events = await radicale.listEvents(rita, calendarUrl);
    expect(events).toEqual(['busy.ics']);
    const after = await page(adaToken);
    expect(after.status).toBe('open');
    expect(after.slots).toContain(taken);
    const winner = Object.keys(people).find(
      (name) => name !== 'Winner' && people[name] === people.Winner,
    )!;
    expect(await subStage(winner)).toBeNull();
    const mail = lastMailTo(t, `${winner.toLowerCase()}@example.com`);
    expect(mail?.icalEvent?.method).toBe('CANCEL');
  });

  it('e-mails the link to the candidate when asked', async () => {
    const response = await call(
      t,
      'POST',
      `/api/project/${projectId}/candidate/${people.Cy}/scheduling-link`,
      {
        ...owner,
        body: {
          calendar_account_ids: [calendarId],
          title: 'Backend interview',
          duration_minutes: 45,
          working_hours: { timezone: 'UTC', days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' },
          send_email: true,
        },
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const data = (response.json() as { data: { url: string; emailed_to: string } }).data;
    expect(data.emailed_to).toBe('cy@example.com');
    const mail = lastMailTo(t, 'cy@example.com');
    expect(mail?.subject).toBe('Backend interview: pick a time');
    expect(mail?.text).toContain(data.url);
    expect(mail?.text).toContain('45-minute interview with rita@acme.test');
  });

  it("refuses calendars that are not this workspace's working ones, and unknown tokens", async () => {
    await t.pool.query(`update calendar_account set status = 'invalid' where id = $1`, [
      calendarId,
    ]);
    const response = await call(
      t,
      'POST',
      `/api/project/${projectId}/candidate/${people.Cy}/scheduling-link`,
      {
        ...owner,
        body: {
          calendar_account_ids: [calendarId],
          title: 'x',
          duration_minutes: 30,
          working_hours: { timezone: 'UTC', days: [1], start: '09:00', end: '17:00' },
        },
      },
    );
    expect(response.statusCode).toBe(422);
    await t.pool.query(`update calendar_account set status = 'verified' where id = $1`, [
      calendarId,
    ]);
    expect((await call(t, 'GET', `/api/scheduling/${'y'.repeat(43)}`, {})).statusCode).toBe(404);
  });
});
