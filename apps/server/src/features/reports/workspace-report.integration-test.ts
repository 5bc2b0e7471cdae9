import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkspaceReport } from '@hirelane/domain/reports/workspace-report.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { COMPLETE_JOB, projectKit, type Kit } from '../projects/project.test-kit';
import { seedCharlieReportWorld, seedRiaReportWorld } from './report-world.test-kit';

/** GET /api/reports: the same seeded world, added up per project and per teammate. */

let t: TestApp;
let kit: Kit;
let owner: { cookie: string; workspace: string };
let riaId: string;
let charlieId: string;
let ownerUserId: string;

const MARCH = 'from=2026-03-01&to=2026-03-31';

const reportOf = async (query: string, as = owner) => {
  const response = await call(t, 'GET', `/api/reports?${query}`, as);
  return { response, report: response.json().data as WorkspaceReport };
};

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 221);
  owner = await kit.owner('workspace-report-owner@example.com');
  const ria = await kit.createProject(owner.cookie, owner.workspace, { name: 'Report World' });
  riaId = ria._id;
  const world = await seedRiaReportWorld(t.pool, owner.workspace, riaId, ria.linked_campaign);
  charlieId = (
    await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Interviews',
      agent: 'charlie',
      job: COMPLETE_JOB,
    })
  )._id;
  await seedCharlieReportWorld(t.pool, owner.workspace, charlieId);
  const member = await t.pool.query<{ user_id: string }>(
    `select user_id from workspace_member where workspace_id = $1`,
    [owner.workspace],
  );
  ownerUserId = member.rows[0]?.user_id ?? '';
  // The owner added the ria project's people, made its moves and owns the mailbox that got the reply.
  await t.pool.query(`update project_candidate set added_by_user_id = $1 where project_id = $2`, [
    ownerUserId,
    riaId,
  ]);
  await t.pool.query(
    `update stage_history set moved_by_user_id = $1 where project_candidate_id in
       (select id from project_candidate where project_id = $2)`,
    [ownerUserId, riaId],
  );
  await t.pool.query(`update mailbox set user_id = $1 where id = $2`, [ownerUserId, world.mbB]);
});
afterAll(async () => {
  await t.close();
});

describe('workspace report', () => {
  it('adds up every visible project and the teammates who did the work', async () => {
    const { response, report } = await reportOf(MARCH);
    expect(response.statusCode, response.body).toBe(200);
    expect(report.projectId).toBeNull();
    expect(report.projectOptions.map((project) => project.name)).toEqual([
      'Interviews',
      'Report World',
    ]);
    expect(report.projects).toEqual([
      {
        projectId: charlieId,
        name: 'Interviews',
        people: 5,
        added: 5,
        moves: 0,
        sent: 0,
        replies: 0,
        replyRate: null,
      },
      {
        projectId: riaId,
        name: 'Report World',
        people: 6,
        added: 4,
        moves: 4,
        sent: 4,
        replies: 1,
        replyRate: 0.25,
      },
    ]);
    expect(report.totals).toEqual({ added: 9, moves: 4, sent: 4, replies: 1, replyRate: 0.25 });
    expect(report.recruiters).toEqual([
      { userId: ownerUserId, name: expect.any(String) as unknown, added: 4, moves: 4, replies: 1 },
    ]);
  });

  it('narrows to one project with the filter', async () => {
    const { report } = await reportOf(`${MARCH}&project=${charlieId}`);
    expect(report.projectId).toBe(charlieId);
    expect(report.projects.map((row) => row.name)).toEqual(['Interviews']);
    expect(report.totals).toEqual({ added: 5, moves: 0, sent: 0, replies: 0, replyRate: null });
    expect(report.recruiters).toEqual([]);
  });

  it('shows a member without projects nothing, and 404 for a project they are not on', async () => {
    const member = await kit.teammate(
      owner.cookie,
      owner.workspace,
      'workspace-report-member@example.com',
    );
    const as = { cookie: member.cookie, workspace: owner.workspace };
    const { response, report } = await reportOf(MARCH, as);
    expect(response.statusCode, response.body).toBe(200);
    expect(report.projects).toEqual([]);
    expect(report.projectOptions).toEqual([]);
    expect(report.totals.added).toBe(0);
    expect(response.body).not.toContain('Report World');
    const named = await reportOf(`${MARCH}&project=${riaId}`, as);
    expect(named.response.statusCode).toBe(404);
  });

  it('refuses a bad project id or range with 422', async () => {
    expect((await reportOf('project=nope')).response.statusCode).toBe(422);
    expect((await reportOf('from=2026-04-01&to=2026-03-01')).response.statusCode).toBe(422);
  });
});
