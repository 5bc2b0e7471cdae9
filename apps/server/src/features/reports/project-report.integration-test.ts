import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectReport } from '@hirelane/domain/reports/project-report.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { COMPLETE_JOB, projectKit, type Kit } from '../projects/project.test-kit';
import { seedCharlieReportWorld, seedRiaReportWorld } from './report-world.test-kit';

/** GET /api/project/{id}/reports: every number of a seeded world whose true counts are known. */

let t: TestApp;
let kit: Kit;
let owner: { cookie: string; workspace: string };
let projectId: string;
let charlieId: string;
let world: Awaited<ReturnType<typeof seedRiaReportWorld>>;

const MARCH = '?from=2026-03-01&to=2026-03-31';
const DAY = 86_400;

const reportOf = async (id: string, query = MARCH, as = owner) => {
  const response = await call(t, 'GET', `/api/project/${id}/reports${query}`, as);
  return { response, report: response.json().data as ProjectReport };
};

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 219);
  owner = await kit.owner('report-owner@example.com');
  const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Report World' });
  projectId = project._id;
  world = await seedRiaReportWorld(t.pool, owner.workspace, projectId, project.linked_campaign);
  charlieId = (
    await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Interviews',
      agent: 'charlie',
      job: COMPLETE_JOB,
    })
  )._id;
  await seedCharlieReportWorld(t.pool, owner.workspace, charlieId);
});
afterAll(async () => {
  await t.close();
});

describe('project report', () => {
  it('counts each stage now and the entries and conversion within the range', async () => {
    const { response, report } = await reportOf(projectId);
    expect(response.statusCode, response.body).toBe(200);
    expect(report.range).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(
      report.stages.map((row) => [row.stage, row.current, row.entered, row.conversion]),
    ).toEqual([
      ['shortlisted', 2, 4, null],
      ['in_campaign', 2, 2, 0.5],
      ['completed', 1, 1, 0.5],
      ['rejected', 1, 1, null],
    ]);
  });

  it('measures the stays that ended within the range (median and p90)', async () => {
    const { report } = await reportOf(projectId);
    expect(report.timeInStage).toEqual([
      {
        stage: 'shortlisted',
        label: 'Shortlisted',
        stays: 3,
        medianSeconds: 4 * DAY,
        p90Seconds: 20 * DAY,
      },
      {
        stage: 'in_campaign',
        label: 'In campaign',
        stays: 1,
        medianSeconds: 2 * DAY,
        p90Seconds: 2 * DAY,
      },
    ]);
  });

  it('counts the people added per source and how far they got', async () => {
    const { report } = await reportOf(projectId);
    expect(report.stepLabels).toEqual(['In campaign', 'Completed']);
    expect(report.sources).toEqual([
      { source: 'csv', label: 'CSV import', added: 3, advanced: 2, converted: 0, conversion: 0 },
      {
        source: 'manual',
        label: 'Added by hand',
        added: 1,
        advanced: 1,
        converted: 1,
        conversion: 1,
      },
    ]);
  });

  it('counts the campaign per step and per channel, opens only because they are tracked', async () => {
    const { report } = await reportOf(projectId);
    expect(report.campaignSteps).toEqual([
      {
        stepId: world.s1,
        position: 1,
        type: 'auto_email',
        label: 'Step 1 · Email',
        sent: 3,
        delivered: 3,
        opened: 2,
        clicked: null,
        replied: 1,
        bounced: 0,
        unsubscribed: 1,
        replyRate: 1 / 3,
      },
      {
        stepId: world.s2,
        position: 2,
        type: 'auto_email',
        label: 'Step 2 · Email',
        sent: 1,
        delivered: 0,
        opened: 0,
        clicked: null,
        replied: 0,
        bounced: 1,
        unsubscribed: 0,
        replyRate: null,
      },
    ]);
    expect(report.channels).toEqual([
      {
        channel: 'email',
        label: 'E-mail',
        sent: 4,
        delivered: 3,
        opened: 2,
        clicked: null,
        replied: 1,
        bounced: 1,
        unsubscribed: 1,
        replyRate: 1 / 3,
      },
    ]);
  });

  it('counts replies per day and the bounce rate per mailbox', async () => {
    const { report } = await reportOf(projectId);
    expect(report.repliesByDay).toHaveLength(31);
    expect(report.repliesByDay.filter((day) => day.count > 0)).toEqual([
      { day: '2026-03-09', count: 1 },
    ]);
    expect(report.mailboxes).toEqual([
      { mailboxId: world.mbA, email: 'a@report.test', sent: 3, bounced: 1, bounceRate: 1 / 3 },
      { mailboxId: world.mbB, email: 'b@report.test', sent: 1, bounced: 0, bounceRate: 0 },
    ]);
    expect(report.interviews).toBeNull();
  });

  it('moves with the range: April sees the later move, the later reply and the later add', async () => {
    const { report } = await reportOf(projectId, '?from=2026-04-01&to=2026-04-30');
    expect(report.stages.map((row) => [row.stage, row.entered])).toEqual([
      ['shortlisted', 1],
      ['in_campaign', 1],
      ['completed', 0],
      ['rejected', 0],
    ]);
    expect(report.repliesByDay.filter((day) => day.count > 0)).toEqual([
      { day: '2026-04-03', count: 1 },
    ]);
  });

  it('reports the interviews of a charlie project', async () => {
    const { response, report } = await reportOf(charlieId);
    expect(response.statusCode, response.body).toBe(200);
    expect(report.interviews).toEqual({
      invited: 3,
      completed: 2,
      completionRate: 2 / 3,
      verdicts: [
        { verdict: 'strong_hire', label: 'Strong hire', count: 1 },
        { verdict: 'hire', label: 'Hire', count: 0 },
        { verdict: 'maybe', label: 'Maybe', count: 0 },
        { verdict: 'no_hire', label: 'No hire', count: 1 },
      ],
      medianSecondsToComplete: 46_800,
      p90SecondsToComplete: 78_480,
    });
  });

  it('refuses a bad range with 422 and a clear message', async () => {
    const reversed = await call(
      t,
      'GET',
      `/api/project/${projectId}/reports?from=2026-03-05&to=2026-03-01`,
      owner,
    );
    expect(reversed.statusCode).toBe(422);
    expect(reversed.body).toContain('The start date must not be after the end date.');
    const garbage = await call(t, 'GET', `/api/project/${projectId}/reports?from=soon`, owner);
    expect(garbage.statusCode).toBe(422);
  });

  it('answers 404 to a member who is not on the project', async () => {
    const member = await kit.teammate(owner.cookie, owner.workspace, 'report-member@example.com');
    const { response } = await reportOf(projectId, MARCH, {
      cookie: member.cookie,
      workspace: owner.workspace,
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Report World');
  });
});
