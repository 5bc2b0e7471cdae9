import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../../test/test-app';
import { projectKit, type Kit } from '../../projects/project.test-kit';
import { importCsv } from './csv-import.test-kit';

/**
 * Migration 0004 left the foreign keys to workspace and user out of project_candidate and
 * stage_history (a lookup per row of a million-row import): the rows must still go with their
 * project and workspace, and a deleted user must still be nobody on them.
 */

let t: TestApp;
let kit: Kit;
let owner: { cookie: string; workspace: string };

beforeAll(async () => {
  t = await createTestApp({}, { worker: true });
  kit = projectKit(t, 71);
  owner = await kit.owner('keeper@example.com', 'Keepers');
});

afterAll(async () => {
  await t.close();
});

const MAPPING = { Name: 'full_name', Email: 'email' } as const;

const idOf = async (email: string) =>
  (
    await t.pool.query<{ id: string }>(
      'select id from candidate where workspace_id = $1 and email = $2',
      [owner.workspace, email],
    )
  ).rows[0]?.id ?? '';

const rowsOf = async (workspaceId: string) =>
  (
    await t.pool.query<Record<string, number>>(
      `select (select count(*)::int from candidate where workspace_id = $1) as candidates,
              (select count(*)::int from project_candidate where workspace_id = $1) as links,
              (select count(*)::int from stage_history where workspace_id = $1) as moves,
              (select count(*)::int from project_stage_count where workspace_id = $1) as counts`,
      [workspaceId],
    )
  ).rows[0];

describe('pipeline rows without workspace and user foreign keys', () => {
  it('forget a deleted user: links and moves stay, added_by and moved_by become null', async () => {
    const leaver = await kit.teammate(owner.cookie, owner.workspace, 'leaver@example.com', 'admin');
    const as = { cookie: leaver.cookie, workspace: owner.workspace };
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Leavers' });
    const imported = await importCsv(
      t,
      as,
      project._id,
      MAPPING,
      'Name,Email\nAnn Lee,ann@example.com\nBo Chan,bo@example.com\n',
    );
    expect(imported.final).toMatchObject({ status: 'completed', created: 2 });
    await kit.addCandidate(owner.cookie, owner.workspace, project._id, {
      first_name: 'Cy',
      email: 'cy@example.com',
    });
    const ann = await idOf('ann@example.com');
    const cy = await idOf('cy@example.com');
    const moved = await kit.move(leaver.cookie, owner.workspace, project._id, {
      candidate_ids: [ann, cy],
      to_stage: 'in_campaign',
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const who = () =>
      t.pool.query(
        `select c.email, a.email as added_by, m.email as moved_by, h.moved_by_user_id is null as moved_by_null
           from project_candidate pc join candidate c on c.id = pc.candidate_id
           left join "user" a on a.id = pc.added_by_user_id
           left join stage_history h on h.project_candidate_id = pc.id
           left join "user" m on m.id = h.moved_by_user_id
          where pc.project_id = $1 order by c.email`,
        [project._id],
      );
    expect((await who()).rows).toEqual([
      {
        email: 'ann@example.com',
        added_by: 'leaver@example.com',
        moved_by: 'leaver@example.com',
        moved_by_null: false,
      },
      {
        email: 'bo@example.com',
        added_by: 'leaver@example.com',
        moved_by: null,
        moved_by_null: true,
      },
      {
        email: 'cy@example.com',
        added_by: 'keeper@example.com',
        moved_by: 'leaver@example.com',
        moved_by_null: false,
      },
    ]);

    await t.pool.query(`delete from "user" where email = 'leaver@example.com'`);
    const after = await t.pool.query(
      `select c.email, pc.added_by_user_id is null as added_by_null,
              h.from_stage, h.to_stage, h.moved_by_user_id
         from project_candidate pc join candidate c on c.id = pc.candidate_id
         left join stage_history h on h.project_candidate_id = pc.id
        where pc.project_id = $1 order by c.email`,
      [project._id],
    );
    expect(after.rows).toEqual([
      {
        email: 'ann@example.com',
        added_by_null: true,
        from_stage: 'shortlisted',
        to_stage: 'in_campaign',
        moved_by_user_id: null,
      },
      {
        email: 'bo@example.com',
        added_by_null: true,
        from_stage: null,
        to_stage: null,
        moved_by_user_id: null,
      },
      {
        email: 'cy@example.com',
        added_by_null: false,
        from_stage: 'shortlisted',
        to_stage: 'in_campaign',
        moved_by_user_id: null,
      },
    ]);
    const page = await kit.getCandidate(owner.cookie, owner.workspace, ann, project._id);
    expect(
      page.stage_history.map((entry) => [entry.from_stage, entry.to_stage, entry.moved_by]),
    ).toEqual([
      ['shortlisted', 'in_campaign', null],
      [null, 'shortlisted', null],
    ]);
  });

  it('go with their project, and with their workspace', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Short' });
    const other = await kit.createProject(owner.cookie, owner.workspace, { name: 'Long' });
    const file = 'Name,Email\nDee Roe,dee@example.com\nEd Poe,ed@example.com\n';
    for (const id of [project._id, other._id])
      expect((await importCsv(t, owner, id, MAPPING, file)).final.status).toBe('completed');
    const dee = await idOf('dee@example.com');
    for (const id of [project._id, other._id])
      expect(
        (
          await kit.move(owner.cookie, owner.workspace, id, {
            candidate_ids: [dee],
            to_stage: 'rejected',
          })
        ).statusCode,
      ).toBe(200);
    const linksOf = async (projectId: string) =>
      (
        await t.pool.query<{ links: number; moves: number }>(
          `select count(distinct pc.id)::int as links, count(h.id)::int as moves
             from project_candidate pc left join stage_history h on h.project_candidate_id = pc.id
            where pc.project_id = $1`,
          [projectId],
        )
      ).rows[0];
    expect(await linksOf(project._id)).toEqual({ links: 2, moves: 1 });

    const deleted = await call(t, 'PUT', `/api/project/delete/${project._id}`, owner);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await linksOf(project._id)).toEqual({ links: 0, moves: 0 });
    const orphans = await t.pool.query(
      `select count(*)::int as n from stage_history h
        where not exists (select 1 from project_candidate pc where pc.id = h.project_candidate_id)`,
    );
    expect(orphans.rows[0]).toEqual({ n: 0 });
    expect(await linksOf(other._id)).toEqual({ links: 2, moves: 1 });

    const before = await rowsOf(owner.workspace);
    expect(before).toMatchObject({ links: 5, moves: 3 });
    await t.pool.query('delete from workspace where id = $1', [owner.workspace]);
    expect(await rowsOf(owner.workspace)).toEqual({ candidates: 0, links: 0, moves: 0, counts: 0 });
  });
});
