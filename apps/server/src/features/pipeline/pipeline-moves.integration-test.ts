import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MoveResult } from '@hirelane/domain/pipeline/pipeline.schema';
import type { StageCount } from '@hirelane/domain/pipeline/stage-count.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { COMPLETE_JOB, projectKit, type Kit } from '../projects/project.test-kit';

/** Stage counts with sub-stages, and bulk moves: SPEC 4.5's table, refusals, history, counts. */

let t: TestApp;
let kit: Kit;
let owner: { cookie: string; workspace: string };
let collaborator: { cookie: string; memberId: string };
let ria: string;
let charlie: string;
const people: string[] = [];

type MoveData = { results: MoveResult[]; moved: number; refused: number; stages: StageCount[] };

const counts = (stages: StageCount[]) =>
  Object.fromEntries(stages.map((stage) => [stage.stage_id, stage.count]));

const stagesOf = async (projectId: string) => {
  const response = await call(t, 'GET', `/api/project/${projectId}/pipeline/stages`, owner);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { stages: StageCount[] }).stages;
};

const history = async (candidateId: string, projectId: string) =>
  (
    await t.pool.query<{ from_stage: string | null; to_stage: string; email: string | null }>(
      `select h.from_stage, h.to_stage, u.email from stage_history h
         join project_candidate pc on pc.id = h.project_candidate_id
         left join "user" u on u.id = h.moved_by_user_id
        where pc.candidate_id = $1 and pc.project_id = $2 order by h.moved_at, h.from_stage nulls first`,
      [candidateId, projectId],
    )
  ).rows;

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 63);
  owner = await kit.owner('mover@example.com');
  collaborator = await kit.teammate(owner.cookie, owner.workspace, 'helper@example.com');
  ria = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Ria moves' }))._id;
  charlie = (
    await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Charlie moves',
      agent: 'charlie',
      job: COMPLETE_JOB,
    })
  )._id;
  await call(t, 'POST', `/api/project/${ria}/members/add`, {
    ...owner,
    body: { members: [{ _id: collaborator.memberId, role: 'collaborator' }] },
  });
  for (let index = 0; index < 6; index += 1) {
    const added = await kit.addCandidate(owner.cookie, owner.workspace, ria, {
      first_name: `Person${index}`,
      email: `person${index}@example.com`,
    });
    people.push(added.candidate_id);
  }
});
afterAll(async () => {
  await t.close();
});

describe('pipeline stages', () => {
  it('counts the new candidates in shortlisted and all', async () => {
    expect(counts(await stagesOf(ria))).toEqual({
      all: 6,
      shortlisted: 6,
      in_campaign: 0,
      completed: 0,
      rejected: 0,
    });
  });
});

describe('bulk move', () => {
  it('moves into in_campaign at its entry sub-stage, or at a given one, with history rows', async () => {
    const [a, b, c] = people;
    const response = await kit.move(collaborator.cookie, owner.workspace, ria, {
      candidate_ids: [a ?? '', b ?? ''],
      to_stage: 'in_campaign',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('2 candidates moved.');
    const data = response.json().data as MoveData;
    expect(data.results).toEqual([
      { candidate_id: a, moved: true, from_stage: 'shortlisted', reason: null },
      { candidate_id: b, moved: true, from_stage: 'shortlisted', reason: null },
    ]);
    const engaging = await kit.move(owner.cookie, owner.workspace, ria, {
      candidate_ids: [c ?? ''],
      to_stage: 'in_campaign',
      sub_stage: 'engaging',
    });
    const stages = (engaging.json().data as MoveData).stages;
    expect(counts(stages)).toMatchObject({ all: 6, shortlisted: 3, in_campaign: 3 });
    expect(stages.find((stage) => stage.stage_id === 'in_campaign')?.sub_stages).toEqual([
      { sub_stage_id: 'new', count: 2 },
      { sub_stage_id: 'engaging', count: 1 },
    ]);
    // Entering the project is the link (added by mover@), not a move: only the move is history.
    expect(await history(a ?? '', ria)).toEqual([
      { from_stage: 'shortlisted', to_stage: 'in_campaign', email: 'helper@example.com' },
    ]);
  });

  it('answers per candidate: moved, refused by the table, already there or not in the project', async () => {
    const [a, b, c, d, e] = people;
    await kit.move(owner.cookie, owner.workspace, ria, {
      candidate_ids: [e ?? ''],
      to_stage: 'rejected',
    });
    const stranger = crypto.randomUUID();
    const response = await kit.move(owner.cookie, owner.workspace, ria, {
      candidate_ids: [a ?? '', d ?? '', e ?? '', stranger, a ?? ''],
      to_stage: 'completed',
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as MoveData;
    expect(data.results).toEqual([
      { candidate_id: a, moved: true, from_stage: 'in_campaign', reason: null },
      { candidate_id: d, moved: true, from_stage: 'shortlisted', reason: null },
      {
        candidate_id: e,
        moved: false,
        from_stage: 'rejected',
        reason: 'A candidate in Rejected cannot be moved.',
      },
      { candidate_id: stranger, moved: false, from_stage: null, reason: 'Not in this project.' },
    ]);
    expect([data.moved, data.refused]).toEqual([2, 2]);
    expect(response.json().message).toBe('2 candidates moved, 2 refused.');
    expect(counts(data.stages)).toEqual({
      all: 6,
      shortlisted: 1,
      in_campaign: 2,
      completed: 2,
      rejected: 1,
    });

    const backwards = await kit.move(owner.cookie, owner.workspace, ria, {
      candidate_ids: [b ?? '', c ?? '', a ?? ''],
      to_stage: 'shortlisted',
    });
    expect((backwards.json().data as MoveData).results.map((result) => result.reason)).toEqual([
      'A candidate in In campaign cannot be moved to Shortlisted.',
      'A candidate in In campaign cannot be moved to Shortlisted.',
      'A candidate in Completed cannot be moved to Shortlisted.',
    ]);
    const same = await kit.move(owner.cookie, owner.workspace, ria, {
      candidate_ids: [a ?? ''],
      to_stage: 'completed',
    });
    expect((same.json().data as MoveData).results[0]?.reason).toBe('Already in Completed.');
    const rows = await t.pool.query(
      `select count(*)::int as n from stage_history h join project_candidate pc on pc.id = h.project_candidate_id where pc.project_id = $1`,
      [ria],
    );
    // 3 moves to in_campaign + 1 rejection + 2 completions; entries and refusals write nothing.
    expect(rows.rows[0]).toEqual({ n: 6 });
  });

  it('refuses stages of the other agent, unknown sub-stages and malformed requests', async () => {
    const charlieStage = await kit.move(owner.cookie, owner.workspace, ria, {
      candidate_ids: [people[0] ?? ''],
      to_stage: 'hire',
    });
    expect(charlieStage.statusCode).toBe(422);
    expect(charlieStage.json().message).toBe('Hire is not a stage of this project.');
    const badSub = await kit.move(owner.cookie, owner.workspace, ria, {
      candidate_ids: [people[5] ?? ''],
      to_stage: 'in_campaign',
      sub_stage: 'scheduled',
    });
    expect(badSub.statusCode).toBe(422);
    expect(badSub.json().message).toBe('Scheduled is not a sub-stage of In campaign.');
    const toAll = await kit.move(owner.cookie, owner.workspace, ria, {
      candidate_ids: [people[5] ?? ''],
      to_stage: 'all',
    });
    expect(toAll.statusCode).toBe(422);
    const empty = await kit.move(owner.cookie, owner.workspace, ria, {
      candidate_ids: [],
      to_stage: 'rejected',
    });
    expect(empty.statusCode).toBe(422);
    expect(counts(await stagesOf(ria)).shortlisted).toBe(1);
  });

  it('moves charlie verdicts among themselves only; pending candidates stay', async () => {
    const added = [];
    for (const name of ['Ivy', 'Jon', 'Kai']) {
      added.push(
        (await kit.addCandidate(owner.cookie, owner.workspace, charlie, { first_name: name }))
          .candidate_id,
      );
    }
    const [ivy, jon, kai] = added;
    const stages = await stagesOf(charlie);
    expect(stages[1]).toMatchObject({
      stage_id: 'invited',
      count: 3,
      sub_stages: [
        { sub_stage_id: 'new', count: 3 },
        { sub_stage_id: 'scheduled', count: 0 },
      ],
    });
    await t.pool.query(
      `update project_candidate set stage = 'interview_completed', sub_stage = 'maybe' where project_id = $1 and candidate_id = any($2::uuid[])`,
      [charlie, [ivy, jon]],
    );
    const verdict = await kit.move(owner.cookie, owner.workspace, charlie, {
      candidate_ids: [ivy ?? '', kai ?? ''],
      to_stage: 'hire',
    });
    expect((verdict.json().data as MoveData).results.map((result) => result.reason)).toEqual([
      null,
      'A candidate in Pending cannot be moved.',
    ]);
    const sideways = await kit.move(owner.cookie, owner.workspace, charlie, {
      candidate_ids: [ivy ?? '', jon ?? ''],
      to_stage: 'rejected',
    });
    expect((sideways.json().data as MoveData).refused).toBe(2);
    const between = await kit.move(owner.cookie, owner.workspace, charlie, {
      candidate_ids: [ivy ?? ''],
      to_stage: 'strong_hire',
    });
    const data = between.json().data as MoveData;
    expect(data.moved).toBe(1);
    expect(counts(data.stages)).toEqual({
      all: 3,
      invited: 1,
      interview_completed: 1,
      strong_hire: 1,
      hire: 0,
      maybe: 0,
      no_hire: 0,
      rejected: 0,
    });
    expect(data.stages[2]?.sub_stages.find((sub) => sub.sub_stage_id === 'maybe')?.count).toBe(1);
  });

  it('refuses a member who is not on the project with 404, and writes nothing', async () => {
    const stranger = await kit.teammate(owner.cookie, owner.workspace, 'stranger@example.com');
    const response = await kit.move(stranger.cookie, owner.workspace, charlie, {
      candidate_ids: [people[0] ?? ''],
      to_stage: 'rejected',
    });
    expect(response.statusCode).toBe(404);
  });
});
