import { startRadicale, type Radicale } from '@hirelane/test-servers/radicale';
import {
  LINK_CLOSED_MESSAGE,
  NOT_BOOKED_MESSAGE,
  SLOT_TAKEN_MESSAGE,
} from '@hirelane/domain/calendars/scheduling-link.schema';
import { NO_SCHEDULING_SETTINGS } from '@hirelane/domain/calendars/scheduling-settings.schema';
import { OFFER_DECIDED } from '@hirelane/domain/calendars/scheduling-offer.schema';
import type { NeedsYouItem } from '@hirelane/domain/activity/activity.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, lastMailTo, type TestApp } from '../../../test/test-app';
import { createLocalRulesProvider } from '../../integrations/llm/local-rules-provider';
import { campaignKit, type As } from '../campaigns/campaign.test-kit';
import { completeInterview } from '../interviews/verdict/interview-verdict.test-kit';
import { scorePendingEvaluation } from '../interviews/verdict/score-pending-evaluation';
import { COMPLETE_JOB } from '../projects/project.test-kit';

/*
 * After booking: the candidate moves or cancels, the recruiter cancels, the project lists its
 * interviews, and a strong verdict offers a slot once a person approves.
 */

const rita = { user: 'rita@acme.test', password: 'rita-caldav' };

let t: TestApp;
let radicale: Radicale;
let kit: ReturnType<typeof campaignKit>;
let owner: As;
let calendarUrl: string;
let calendarId: string;
let projectId: string;
const people: Record<string, string> = {};

const tokenOf = (url: string) => url.split('/schedule/')[1] ?? '';

beforeAll(async () => {
  [t, radicale] = await Promise.all([createTestApp(), startRadicale([rita])]);
  kit = campaignKit(t, 58);
  owner = await kit.owner('scheduling-changes-owner@example.com');
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
        full_name: `${name} Lovelace`,
        email: `${name.toLowerCase()}@example.com`,
      })
    ).candidate_id;
}, 90_000);

afterAll(async () => {
  await Promise.all([t?.close(), radicale?.close()]);
});

const makeLink = async (candidate: string) => {
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
  expect(response.statusCode, response.body).toBe(200);
  const data = (response.json() as { data: { id: string; url: string } }).data;
  return { id: data.id, token: tokenOf(data.url) };
};

type Page = { slots: string[]; status: string; booking: { starts_at: string } | null };
const page = async (token: string, reschedule = false) => {
  const response = await call(
    t,
    'GET',
    `/api/scheduling/${token}${reschedule ? '?for=reschedule' : ''}`,
    {},
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Page }).data;
};

const post = (token: string, action: 'book' | 'reschedule' | 'cancel', startsAt?: string) =>
  call(t, 'POST', `/api/scheduling/${token}/${action}`, {
    ...(startsAt ? { body: { starts_at: startsAt } } : {}),
  });

const subStage = async (candidate: string) =>
  (
    await t.pool.query<{ sub_stage: string | null }>(
      'select sub_stage from project_candidate where project_id = $1 and candidate_id = $2',
      [projectId, people[candidate]],
    )
  ).rows[0]?.sub_stage;

const icsField = (ics: string | undefined, name: string) =>
  new RegExp(`^${name}:(.*)$`, 'm').exec(ics ?? '')?.[1]?.trim();

describe('moving and canceling a booked interview', () => {
  let ada: { id: string; token: string };
  let first: string | undefined;

  it('moves the interview in one step: same UID, higher SEQUENCE, the old time freed', async () => {
    ada = await makeLink('Ada');
    [first] = (await page(ada.token)).slots;
    expect((await post(ada.token, 'book', first)).statusCode).toBe(200);
    const booked = lastMailTo(t, 'ada@example.com')?.icalEvent?.content;
    const uid = icsField(booked, 'UID');
    expect(icsField(booked, 'SEQUENCE')).toBe('0');

    // The times it may move to include those overlapping its own (15 minutes later).
    const choices = (await page(ada.token, true)).slots;
    const later = new Date(new Date(first!).getTime() + 15 * 60_000).toISOString();
    expect(choices).toContain(later);
    expect(choices).not.toContain(first);

    const moved = await post(ada.token, 'reschedule', later);
    expect(moved.statusCode, moved.body).toBe(200);
    const mail = lastMailTo(t, 'ada@example.com');
    expect(mail?.subject).toBe('Updated invitation: Backend interview');
    expect(mail?.icalEvent?.method).toBe('REQUEST');
    expect(icsField(mail?.icalEvent?.content, 'UID')).toBe(uid);
    expect(icsField(mail?.icalEvent?.content, 'SEQUENCE')).toBe('1');

    // The organizer's calendar holds the one event, moved.
    expect(await radicale.listEvents(rita, calendarUrl)).toEqual([`${uid}.ics`]);
    const stored = await radicale.getEvent(rita, calendarUrl, uid!);
    expect(icsField(stored ?? '', 'DTSTART')).toBe(
      later.replace(/[-:]/g, '').replace(/\.\d{3}/, ''),
    );
    expect(icsField(stored ?? '', 'SEQUENCE')).toBe('1');
    expect((await page(ada.token)).booking?.starts_at).toBe(later);
    expect(await subStage('Ada')).toBe('scheduled');
    // Moved again, far away: its old times are free again for someone else.
    const far = choices[40]!;
    expect((await post(ada.token, 'reschedule', far)).statusCode).toBe(200);
    expect(icsField(lastMailTo(t, 'ada@example.com')?.icalEvent?.content, 'SEQUENCE')).toBe('2');
    const bob = await makeLink('Bob');
    const bobSlots = (await page(bob.token)).slots;
    expect(bobSlots).toContain(first);
    expect(bobSlots).toContain(later);
    expect(bobSlots).not.toContain(far);
  });

  it('refuses to move onto a taken time, or an interview that is not booked', async () => {
    const bob = await makeLink('Bob');
    const bobTime = (await page(bob.token)).slots[10]!;
    expect((await post(bob.token, 'reschedule', bobTime)).json().message).toBe(NOT_BOOKED_MESSAGE);
    expect((await post(bob.token, 'book', bobTime)).statusCode).toBe(200);
    const taken = await post(ada.token, 'reschedule', bobTime);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toBe(SLOT_TAKEN_MESSAGE);
  });

  it('the candidate cancels after a move: CANCEL with a SEQUENCE above the move', async () => {
    const uid = icsField(lastMailTo(t, 'ada@example.com')?.icalEvent?.content, 'UID');
    expect((await post(ada.token, 'cancel')).statusCode).toBe(200);
    const mail = lastMailTo(t, 'ada@example.com');
    expect(mail?.icalEvent?.method).toBe('CANCEL');
    expect(icsField(mail?.icalEvent?.content, 'UID')).toBe(uid);
    expect(icsField(mail?.icalEvent?.content, 'SEQUENCE')).toBe('3');
    expect(await subStage('Ada')).toBeNull();
    expect((await page(ada.token)).status).toBe('open');
  });

  it('the recruiter cancels: the event goes, the candidate is told, the link closes', async () => {
    const cy = await makeLink('Cy');
    expect((await post(cy.token, 'book', (await page(cy.token)).slots[20])).statusCode).toBe(200);
    const uid = icsField(lastMailTo(t, 'cy@example.com')?.icalEvent?.content, 'UID');
    const path = `/api/project/${projectId}/candidate/${people.Cy}/scheduling-link/${cy.id}/cancel`;
    const canceled = await call(t, 'POST', path, owner);
    expect(canceled.statusCode, canceled.body).toBe(200);
    const mail = lastMailTo(t, 'cy@example.com');
    expect(mail?.icalEvent?.method).toBe('CANCEL');
    expect(icsField(mail?.icalEvent?.content, 'SEQUENCE')).toBe('1');
    expect(await radicale.getEvent(rita, calendarUrl, uid!)).toBeNull();
    expect(await subStage('Cy')).toBeNull();
    expect((await page(cy.token)).status).toBe('canceled');
    expect((await call(t, 'POST', path, owner)).json().message).toBe(LINK_CLOSED_MESSAGE);
    // Another candidate's link id through this candidate: not found.
    const wrong = `/api/project/${projectId}/candidate/${people.Bob}/scheduling-link/${cy.id}/cancel`;
    expect((await call(t, 'POST', wrong, owner)).statusCode).toBe(404);
  });
});

describe("the project's interviews", () => {
  type Listed = { candidate: { name: string }; status: string; organizers: string[] };
  const list = async (as: As, query = '') =>
    call(t, 'GET', `/api/project/${projectId}/interviews${query}`, as);

  it('lists the waiting links and the interviews to come, with organizers and video link', async () => {
    const response = await list(owner);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data as (Listed & { video_url: string; starts_at: string })[];
    const bob = rows.find(
      (row) => row.candidate.name === 'Bob Lovelace' && row.status === 'booked',
    );
    expect(bob).toMatchObject({
      organizers: ['rita@acme.test'],
      video_url: 'https://meet.example.com/backend',
    });
    // A link the recruiter canceled is not among what is to come.
    expect(rows.some((row) => row.status === 'canceled')).toBe(false);
    const ofCy = (await list(owner, `?candidate_id=${people.Cy}`)).json().data as Listed[];
    expect(ofCy.map((row) => row.status)).toEqual(['canceled']);
  });

  it('follows the project access rule: a member outside the project is told it does not exist', async () => {
    const outsider = await kit.teammate(owner.cookie, owner.workspace, 'outsider@example.com');
    const as = { cookie: outsider.cookie, workspace: owner.workspace };
    expect((await list(as)).statusCode).toBe(404);
    expect((await list(as, `?candidate_id=${people.Bob}`)).statusCode).toBe(404);
    const member = await kit.shareWith(owner, projectId, 'collab@example.com', 'collaborator');
    expect((await list(member)).statusCode).toBe(200);
  });
});

describe('a strong verdict offers an interview slot', () => {
  let charlieId: string;
  const needsYou = async () => {
    const answer = (await call(t, 'GET', '/api/activity/needs-you', owner)).json() as {
      data: { items: NeedsYouItem[] };
    };
    return answer.data.items.filter((item) => item.kind === 'interview_slot_offers');
  };
  const interviewed = async (name: string) => {
    const { candidate_id: candidateId } = await kit.addCandidate(
      owner.cookie,
      owner.workspace,
      charlieId,
      { full_name: name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com` },
    );
    const done = await completeInterview(t, {
      workspaceId: owner.workspace,
      projectId: charlieId,
      candidateId,
    });
    return { candidateId, ...done };
  };
  const scoring = () => ({ db: t.app.db, text: createLocalRulesProvider() });

  it('puts one item in Needs you per verdict, and approving e-mails the link once', async () => {
    charlieId = (
      await kit.createProject(owner.cookie, owner.workspace, {
        name: 'Charlie hiring',
        agent: 'charlie',
        job: COMPLETE_JOB,
      })
    )._id;
    const dana = await interviewed('Dana Scully');
    expect(await scorePendingEvaluation(scoring(), dana.evaluationId)).toBe('scored');
    expect(await scorePendingEvaluation(scoring(), dana.evaluationId)).toBe('none');
    const decided = await call(
      t,
      'POST',
      `/api/project/${charlieId}/candidate/${dana.candidateId}/interview/decision`,
      { ...owner, body: { verdict: 'hire', reason: 'Agreed with the AI.' } },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const items = await needsYou();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      candidate_id: dana.candidateId,
      project: { id: charlieId, name: 'Charlie hiring' },
      offer: { candidate_name: 'Dana Scully' },
    });
    const approve = `/api/project/${charlieId}/scheduling-offer/${items[0]!.offer!.id}/approve`;

    // Without scheduling settings nothing is sent, and the offer waits.
    const refused = await call(t, 'POST', approve, owner);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(NO_SCHEDULING_SETTINGS);
    expect(await needsYou()).toHaveLength(1);

    const saved = await call(t, 'PUT', `/api/project/${charlieId}/scheduling-settings`, {
      ...owner,
      body: {
        calendar_account_ids: [calendarId],
        title: 'Meet the team',
        duration_minutes: 45,
        working_hours: { timezone: 'UTC', days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const approved = await call(t, 'POST', approve, owner);
    expect(approved.statusCode, approved.body).toBe(200);
    const url = (approved.json() as { data: { url: string } }).data.url;
    const mail = lastMailTo(t, 'dana@example.com');
    expect(mail?.subject).toBe('Meet the team: pick a time');
    expect(mail?.text).toContain(url);
    expect((await page(tokenOf(url))).status).toBe('open');
    expect(await needsYou()).toEqual([]);
    const again = await call(t, 'POST', approve, owner);
    expect(again.json().message).toBe(OFFER_DECIDED);
  });

  it('dismissing sends nothing and takes the item away', async () => {
    const fox = await interviewed('Fox Mulder');
    await scorePendingEvaluation(scoring(), fox.evaluationId);
    const [item] = await needsYou();
    expect(item?.offer?.candidate_name).toBe('Fox Mulder');
    const mailsBefore = t.mails.length;
    const dismissed = await call(
      t,
      'POST',
      `/api/project/${charlieId}/scheduling-offer/${item!.offer!.id}/dismiss`,
      owner,
    );
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(t.mails.length).toBe(mailsBefore);
    expect(await needsYou()).toEqual([]);
  });
});
