import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StageCount } from '@hirelane/domain/pipeline/stage-count.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { projectKit, type Kit } from '../projects/project.test-kit';
import { COMPACT_AFTER_ROWS } from './stage-count-store';

/**
 * Stage counts kept as deltas by triggers (migration 0003): they must match a plain count of
 * project_candidate after any kind of write, including set-based SQL such as an import's.
 */

let t: TestApp;
let kit: Kit;
let owner: { cookie: string; workspace: string };

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 67);
  owner = await kit.owner('counter@example.com');
});
afterAll(async () => {
  await t.close();
});

const served = async (projectId: string) => {
  const response = await call(t, 'GET', `/api/project/${projectId}/pipeline/stages`, owner);
  expect(response.statusCode, response.body).toBe(200);
  const stages = (response.json().data as { stages: StageCount[] }).stages;
  return Object.fromEntries(stages.map((stage) => [stage.stage_id, stage.count]));
};

/** The truth: a plain count over project_candidate. */
const counted = async (projectId: string) => {
  const rows = await t.pool.query<{ stage: string; n: number }>(
    'select stage, count(*)::int as n from project_candidate where project_id = $1 group by stage',
    [projectId],
  );
  return Object.fromEntries(rows.rows.map((row) => [row.stage, row.n]));
};

const deltaRows = async (projectId: string) =>
  (
    await t.pool.query<{ n: number }>(
      'select count(*)::int as n from project_stage_count where project_id = $1',
      [projectId],
    )
  ).rows[0]?.n ?? 0;

const bulkInsert = (projectId: string, count: number, prefix: string) =>
  t.pool.query(
    `with people as (
       insert into candidate (workspace_id, first_name, full_name, source)
       select $1, $3 || g, $3 || g, 'csv' from generate_series(1, $4::int) g returning id)
     insert into project_candidate (workspace_id, project_id, candidate_id, stage, sub_stage, source)
     select $1, $2, id, 'shortlisted', null, 'csv' from people`,
    [owner.workspace, projectId, prefix, count],
  );

describe('stage counts kept by triggers', () => {
  it('follow set-based inserts, updates and deletes', async () => {
    const { _id: projectId } = await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Counted',
    });
    await bulkInsert(projectId, 300, 'bulk');
    expect(await served(projectId)).toMatchObject({ all: 300, shortlisted: 300 });
    await t.pool.query(
      `update project_candidate set stage = 'in_campaign', sub_stage = 'new'
        where id in (select id from project_candidate where project_id = $1 order by id limit 120)`,
      [projectId],
    );
    await t.pool.query(
      `update project_candidate set custom_values = '{"x": 1}' where project_id = $1`,
      [projectId],
    );
    await t.pool.query(
      `delete from candidate where id in (
         select candidate_id from project_candidate where project_id = $1 and stage = 'in_campaign' order by id limit 20)`,
      [projectId],
    );
    const truth = await counted(projectId);
    expect(truth).toEqual({ shortlisted: 180, in_campaign: 100 });
    expect(await served(projectId)).toEqual({
      all: 280,
      shortlisted: 180,
      in_campaign: 100,
      completed: 0,
      rejected: 0,
    });
    const list = await kit.listProjects(owner.cookie, owner.workspace, '?search=Counted');
    expect(list[0]?.total_saved_candidates).toBe(280);
  });

  it('compact many small deltas into one row per group without changing the counts', async () => {
    const { _id: projectId } = await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Busy',
    });
    const ids: string[] = [];
    for (let index = 0; index < 40; index += 1) {
      ids.push(
        (
          await kit.addCandidate(owner.cookie, owner.workspace, projectId, {
            first_name: `P${index}`,
          })
        ).candidate_id,
      );
    }
    for (const id of ids.slice(0, 30))
      await kit.move(owner.cookie, owner.workspace, projectId, {
        candidate_ids: [id],
        to_stage: 'rejected',
      });
    // Every read past the threshold folds the deltas, so they stay bounded under steady use.
    expect(await deltaRows(projectId)).toBeLessThanOrEqual(COMPACT_AFTER_ROWS + 1);
    expect(await served(projectId)).toMatchObject({ all: 40, shortlisted: 10, rejected: 30 });
    await t.pool.query(
      `insert into project_stage_count (workspace_id, project_id, stage, sub_stage, delta)
       select $1, $2, 'shortlisted', null, case when g % 2 = 0 then 1 else -1 end
         from generate_series(1, $3::int) g`,
      [owner.workspace, projectId, COMPACT_AFTER_ROWS * 2],
    );
    expect(await deltaRows(projectId)).toBeGreaterThan(COMPACT_AFTER_ROWS * 2);
    expect(await served(projectId)).toMatchObject({ all: 40, shortlisted: 10, rejected: 30 });
    expect(await deltaRows(projectId)).toBe(2);
    expect(await served(projectId)).toMatchObject({ all: 40, shortlisted: 10, rejected: 30 });
  });

  it('keep counting what an open transaction writes once it commits, even across a compaction', async () => {
    const { _id: projectId } = await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Racing',
    });
    await bulkInsert(projectId, 10, 'race');
    const client = await t.pool.connect();
    try {
      await client.query('begin');
      await client.query(
        `update project_candidate set stage = 'completed' where project_id = $1 and id in (
           select id from project_candidate where project_id = $1 order by id limit 4)`,
        [projectId],
      );
      for (let index = 0; index < COMPACT_AFTER_ROWS; index += 1)
        await t.pool.query(
          `insert into project_stage_count (workspace_id, project_id, stage, sub_stage, delta)
           values ($1, $2, 'rejected', null, 0)`,
          [owner.workspace, projectId],
        );
      expect(await served(projectId)).toMatchObject({ all: 10, shortlisted: 10, completed: 0 });
      await client.query('commit');
    } finally {
      client.release();
    }
    expect(await served(projectId)).toMatchObject({ all: 10, shortlisted: 6, completed: 4 });
  });

  it('go away with their project', async () => {
    const { _id: projectId } = await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Gone',
    });
    await bulkInsert(projectId, 5, 'gone');
    expect(await deltaRows(projectId)).toBe(1);
    const deleted = await call(t, 'PUT', `/api/project/delete/${projectId}`, owner);
    expect(deleted.statusCode).toBe(200);
    expect(await deltaRows(projectId)).toBe(0);
  });
});
