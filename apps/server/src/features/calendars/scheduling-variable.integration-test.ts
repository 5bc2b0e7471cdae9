import { NO_SCHEDULING_SETTINGS } from '@hirelane/domain/calendars/scheduling-settings.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { startWaitingEnrollments } from '../campaigns/campaign-enrollment-store';
import { campaignKit, errorsOf, type As } from '../campaigns/campaign.test-kit';
import { scheduleDueSteps } from '../outreach/schedule-due-steps';
import { ensureSchedulingLink } from './ensure-scheduling-link';
import { hashSchedulingToken } from './scheduling-token';

/*
 * {{scheduling_link}} in a campaign step: the engine makes the candidate's link from the
 * project's scheduling settings, once, and puts the same URL in every render; a campaign using it
 * cannot launch while the project has no usable settings.
 */

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let owner: As;
let calendarId: string;

const STEP = {
  type: 'auto_email',
  config: { subject: 'Next step, {{first_name}}', body: 'Pick a time: {{scheduling_link}}' },
};

const SETTINGS = {
  calendar_account_ids: [] as string[],
  title: 'Intro call',
  video_url: 'https://meet.example.com/intro',
  duration_minutes: 30,
  buffer_minutes: 0,
  working_hours: { timezone: 'Europe/Berlin', days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' },
  minimum_notice_hours: 4,
  horizon_days: 14,
};

beforeAll(async () => {
  t = await createTestApp({ OUTREACH_IGNORE_LIMITS: 'true' });
  kit = campaignKit(t, 57);
  owner = await kit.owner('scheduling-variable-owner@example.com');
  await kit.insertMailbox(owner.workspace, 'sender@variable.test');
  const account = await t.pool.query<{ id: string }>(
    `insert into calendar_account (workspace_id, user_id, provider, address, server_url, username,
       secret, event_calendar_url, calendars)
     select $1, m.user_id, 'caldav', 'rita@acme.test', 'https://caldav.example.com/', 'rita',
            'sealed', 'https://caldav.example.com/work/', '[]'
       from workspace_member m where m.workspace_id = $1 limit 1
     returning id`,
    [owner.workspace],
  );
  calendarId = account.rows[0]!.id;
  SETTINGS.calendar_account_ids = [calendarId];
});
afterAll(async () => {
  await t?.close();
});

const projectWith = async (name: string, steps: unknown[]) => {
  const project = await kit.createProject(owner.cookie, owner.workspace, { name });
  const campaignId = project.linked_campaign;
  for (const step of steps) await kit.addStep(owner, campaignId, step);
  await kit.api(owner).settings(campaignId, { from_email: 'sender@variable.test' });
  const { candidate_id: candidateId } = await kit.addCandidate(
    owner.cookie,
    owner.workspace,
    project._id,
    { full_name: `${name} Person`, email: `${name.toLowerCase()}@example.test` },
  );
  return { projectId: project._id, campaignId, candidateId };
};

const startRunning = async (projectId: string, campaignId: string, candidateId: string) => {
  const moved = await kit.move(owner.cookie, owner.workspace, projectId, {
    candidate_ids: [candidateId],
    to_stage: 'in_campaign',
  });
  expect(moved.statusCode, moved.body).toBe(200);
  await t.pool.query('update campaign set status = true where id = $1', [campaignId]);
  await t.app.db.transaction((tx) => startWaitingEnrollments(tx, owner.workspace, campaignId));
};

const saveSettings = (projectId: string, body: unknown = SETTINGS) =>
  call(t, 'PUT', `/api/project/${projectId}/scheduling-settings`, { ...owner, body });

const linksOf = async (candidateId: string) =>
  (
    await t.pool.query<{ id: string; token_hash: string; title: string }>(
      'select id, token_hash, title from scheduling_link where candidate_id = $1',
      [candidateId],
    )
  ).rows;

describe('{{scheduling_link}}', () => {
  it('blocks the launch without scheduling settings, saying where to set them', async () => {
    const { projectId, campaignId } = await projectWith('Blocked', [STEP]);
    const refused = await kit.api(owner).activate(campaignId, true);
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual([
      {
        path: 'no_scheduling_settings',
        message: `A step uses {{scheduling_link}}. ${NO_SCHEDULING_SETTINGS}`,
      },
    ]);
    const empty = await call(t, 'GET', `/api/project/${projectId}/scheduling-settings`, owner);
    expect(empty.json().data).toEqual({ settings: null, problem: NO_SCHEDULING_SETTINGS });

    const saved = await saveSettings(projectId);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await call(t, 'GET', `/api/project/${projectId}/scheduling-settings`, owner);
    expect(read.json().data).toEqual({ settings: SETTINGS, problem: null });
    const launched = await kit.api(owner).activate(campaignId, true);
    expect(launched.statusCode, launched.body).toBe(200);
  });

  it('refuses settings with calendars that are not working ones of this workspace', async () => {
    const { projectId } = await projectWith('BadCalendars', []);
    const other = await saveSettings(projectId, {
      ...SETTINGS,
      calendar_account_ids: ['00000000-0000-4000-8000-000000000009'],
    });
    expect(other.statusCode).toBe(422);
    const badTime = await saveSettings(projectId, {
      ...SETTINGS,
      working_hours: { ...SETTINGS.working_hours, start: '18:00' },
    });
    expect(badTime.statusCode).toBe(422);
    expect(errorsOf(badTime)).toContainEqual({
      path: 'working_hours.end',
      message: 'The working day must end after it starts.',
    });
  });

  it('holds the candidate with the reason when the settings are gone after the launch', async () => {
    const { projectId, campaignId, candidateId } = await projectWith('NoSettings', [STEP]);
    await startRunning(projectId, campaignId, candidateId);
    await scheduleDueSteps(t.app, { now: new Date() });
    const enrolment = await t.pool.query<{ held_reason: string | null }>(
      'select held_reason from campaign_enrollment where candidate_id = $1',
      [candidateId],
    );
    expect(enrolment.rows[0]?.held_reason).toBe(
      `Not sent: {{scheduling_link}} has no link. ${NO_SCHEDULING_SETTINGS}`,
    );
    expect(await linksOf(candidateId)).toEqual([]);
  });

  it('puts the same link in every render for the candidate: one link, whatever the retries', async () => {
    const { projectId, campaignId, candidateId } = await projectWith('Rendered', [STEP]);
    expect((await saveSettings(projectId)).statusCode).toBe(200);
    // A render whose transaction rolls back (a retried batch) leaves no link behind.
    await expect(
      t.app.db.transaction(async (tx) => {
        const made = await ensureSchedulingLink(t.app, tx, {
          workspaceId: owner.workspace,
          projectId,
          candidateId,
          createdBy: null,
        });
        expect(made.ok).toBe(true);
        throw new Error('the batch failed');
      }),
    ).rejects.toThrow('the batch failed');
    expect(await linksOf(candidateId)).toEqual([]);

    await startRunning(projectId, campaignId, candidateId);
    await scheduleDueSteps(t.app, { now: new Date() });
    const delivery = await t.pool.query<{ text_body: string; html_body: string }>(
      `select d.text_body, d.html_body from campaign_delivery d
         join campaign_enrollment e on e.id = d.enrollment_id where e.candidate_id = $1`,
      [candidateId],
    );
    const url = /https?:\/\/\S+\/schedule\/[A-Za-z0-9_-]+/.exec(
      delivery.rows[0]?.text_body ?? '',
    )?.[0];
    expect(url).toBeDefined();
    expect(delivery.rows[0]?.html_body).toContain(url);
    const links = await linksOf(candidateId);
    expect(links).toHaveLength(1);
    expect(links[0]?.title).toBe('Intro call');
    expect(links[0]?.token_hash).toBe(hashSchedulingToken(url!.split('/schedule/')[1]!));

    // Rendered again (another step, a retry, an approved verdict): the same URL, no second link.
    const twice = await Promise.all(
      [1, 2].map(() =>
        t.app.db.transaction((tx) =>
          ensureSchedulingLink(t.app, tx, {
            workspaceId: owner.workspace,
            projectId,
            candidateId,
            createdBy: null,
          }),
        ),
      ),
    );
    expect(twice.map((made) => (made.ok ? made.url : made.problem))).toEqual([url, url]);
    expect(await linksOf(candidateId)).toHaveLength(1);

    // The link the page opens is that one.
    const page = await call(t, 'GET', `/api/scheduling/${url!.split('/schedule/')[1]}`, {});
    expect(page.statusCode).not.toBe(404);
  });

  it('lists the variable among the candidate fields of the message editor', async () => {
    const response = await call(t, 'GET', '/api/campaign/template-variables', owner);
    const data = (response.json() as { data: { candidate_fields: unknown[] } }).data;
    expect(data.candidate_fields).toContainEqual({
      name: 'scheduling_link',
      label: 'Scheduling link',
    });
  });
});
