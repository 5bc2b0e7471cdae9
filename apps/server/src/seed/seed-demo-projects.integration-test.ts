import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_TALENT_POOL_SIZE, seedDemoWorkspace } from './seed-demo';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import type { StageCount } from '@hirelane/domain/pipeline/stage-count.schema';
import { projectKit } from '../features/projects/project.test-kit';

/** `npm start` on an empty database: the demo workspace opens on real projects and pipelines. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const summary = (stages: StageCount[]) =>
  stages.map((stage) => [
    stage.stage_id,
    stage.count,
    ...stage.sub_stages.map((sub) => `${sub.sub_stage_id}:${sub.count}`),
  ]);

describe('demo seed', () => {
  it('gives the demo workspace a ria pipeline of 25 and a charlie project, once', async () => {
    expect(await seedDemoWorkspace(t.app.db, t.pool)).toBe(true);
    expect(await seedDemoWorkspace(t.app.db, t.pool)).toBe(false);
    const cookie = await signIn(t, DEMO_EMAIL);
    const workspace =
      (await t.pool.query<{ id: string }>('select id from workspace')).rows[0]?.id ?? '';
    const kit = projectKit(t, 64);
    const list = await kit.listProjects(cookie, workspace, '?sort_by=name');
    expect(list.map((item) => [item.name, item.agent, item.total_saved_candidates])).toEqual([
      ['Platform Engineer interviews', 'charlie', 7],
      ['Senior Backend Engineers', 'ria', 25],
    ]);
    // The talent pool: synthetic people of the search engine, in no project, added once.
    const pool = await t.pool.query<{ source: string; count: string }>(
      `select source, count(*) from candidate c where workspace_id = $1 and pool_key is not null
          and not exists (select 1 from project_candidate l where l.candidate_id = c.id)
        group by source`,
      [workspace],
    );
    expect(pool.rows).toEqual([
      { source: 'hirelane_search_engine', count: String(DEMO_TALENT_POOL_SIZE) },
    ]);
    const [charlie, ria] = list;
    const riaProject = await kit.getProject(cookie, workspace, ria?._id ?? '');
    expect(summary(riaProject.stages)).toEqual([
      ['all', 25],
      ['shortlisted', 10],
      ['in_campaign', 8, 'new:5', 'engaging:3'],
      ['completed', 4],
      ['rejected', 3],
    ]);
    const charlieProject = await kit.getProject(cookie, workspace, charlie?._id ?? '');
    expect(charlieProject.charlie_data?.is_complete).toBe(true);
    expect(summary(charlieProject.stages)).toEqual([
      ['all', 7],
      ['invited', 3, 'new:2', 'scheduled:1'],
      ['interview_completed', 2, 'strong_hire:0', 'hire:1', 'maybe:1', 'no_hire:0'],
      ['strong_hire', 1],
      ['hire', 0],
      ['maybe', 0],
      ['no_hire', 1],
      ['rejected', 0],
    ]);
    const page = await call(t, 'GET', `/api/project/${charlie?._id}/pipeline/candidates?limit=1`, {
      cookie,
      workspace,
    });
    const [someone] = (page.json().data as { items: Array<{ _id: string }> }).items;
    const candidate = await kit.getCandidate(cookie, workspace, someone?._id ?? '');
    expect(candidate.projects.map((project) => project.name).sort()).toEqual([
      'Platform Engineer interviews',
      'Senior Backend Engineers',
    ]);
  });

  it('enrols the demo pipeline’s "In campaign" candidates when its campaign is launched', async () => {
    const cookie = await signIn(t, DEMO_EMAIL);
    const workspace =
      (await t.pool.query<{ id: string }>('select id from workspace')).rows[0]?.id ?? '';
    const as = { cookie, workspace };
    const { rows } = await t.pool.query<{ id: string }>(
      `select c.id from campaign c join project p on p.id = c.project_id
        where p.name = 'Senior Backend Engineers'`,
    );
    const campaignId = rows[0]?.id ?? '';
    const added = await call(t, 'POST', `/api/campaign/${campaignId}/step/add`, {
      ...as,
      body: { type: 'auto_email', config: { subject: 'Hello', body: 'Hi {{first_name}}' } },
    });
    expect(added.statusCode, added.body).toBe(200);
    await t.pool.query(
      `insert into mailbox (workspace_id, email, provider, status, enabled)
       values ($1, 'demo-sender@example.com', 'custom', 'verified', true)`,
      [workspace],
    );
    await call(t, 'PUT', `/api/campaign/${campaignId}/settings`, {
      ...as,
      body: { from_email: 'demo-sender@example.com' },
    });
    const launched = await call(t, 'PUT', `/api/campaign/activate/${campaignId}`, {
      ...as,
      body: { run: true },
    });
    expect(launched.statusCode, launched.body).toBe(200);
    // The five "new" ones start; the three engaging ones have replied and are left alone.
    const enrolled = await t.pool.query<{ status: string; sub_stage: string; count: number }>(
      `select e.status, pc.sub_stage, count(*)::int as count
         from campaign_enrollment e
         join project_candidate pc on pc.candidate_id = e.candidate_id
         join campaign c on c.id = e.campaign_id and c.project_id = pc.project_id
        where e.campaign_id = $1 group by 1, 2`,
      [campaignId],
    );
    expect(enrolled.rows).toEqual([{ status: 'active', sub_stage: 'new', count: 5 }]);
  });
});
