import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowRun } from '@hirelane/domain/workflows/workflow.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { applyMoves, lockProjectLinks } from '../pipeline/pipeline-candidate-store';
import { projectKit, type Kit } from '../projects/project.test-kit';
import { SWITCHED_OFF, TOO_DEEP } from './execute-workflow-run';
import { workflowRunJob } from './workflow-run-job';
import { workflowKit, type As } from './workflow.test-kit';

/** Stage triggers: the run queued with its job by the move's transaction, run once, chained. */

let t: TestApp;
let kit: Kit;
let wf: ReturnType<typeof workflowKit>;
let owner: As;
let mateMemberId: string;
let project: string;
let counter = 0;

const person = async () => {
  counter += 1;
  return (
    await kit.addCandidate(owner.cookie, owner.workspace, project, {
      first_name: `Runner${counter}`,
      last_name: 'Person',
      email: `runner${counter}@example.com`,
    })
  ).candidate_id;
};

const runJob = (runId: string) =>
  workflowRunJob.handler(t.app, { workspace_id: owner.workspace, run_id: runId });

const moveTo = async (candidateId: string, stage: string) => {
  const response = await kit.move(owner.cookie, owner.workspace, project, {
    candidate_ids: [candidateId],
    to_stage: stage,
  });
  expect(response.statusCode, response.body).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 252);
  wf = workflowKit(t);
  owner = await kit.owner('runs-owner@example.com');
  mateMemberId = (await kit.teammate(owner.cookie, owner.workspace, 'runs-mate@example.com'))
    .memberId;
  project = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Runs' }))._id;
});
afterAll(async () => {
  await t.close();
});

describe('a stage workflow', () => {
  it('queues its run and job with the move, runs once, and fires the next workflow', async () => {
    const complete = await wf.create(owner, project, {
      name: 'Done after campaign',
      enabled: true,
      trigger: { kind: 'stage_entered', stage: 'in_campaign' },
      action: { kind: 'move_to_stage', stage: 'completed' },
    });
    const tell = await wf.create(owner, project, {
      name: 'Tell the team',
      enabled: true,
      trigger: { kind: 'stage_entered', stage: 'completed' },
      action: { kind: 'notify_teammate', member_id: mateMemberId },
    });
    const ada = await person();
    await moveTo(ada, 'in_campaign');

    const [run] = await wf.runsOf(complete.id);
    expect(run).toMatchObject({ status: 'queued', event: 'Entered In campaign', depth: 0 });
    expect(await wf.jobsOf([run!.id])).toEqual([run!.id]);

    await runJob(run!.id);
    expect(await wf.stageOf(project, ada)).toBe('completed');
    expect((await wf.runsOf(complete.id))[0]).toMatchObject({ status: 'done', reason: null });
    // Exactly once: the job again (a retry, the catch-up) changes nothing.
    await runJob(run!.id);
    const history = await t.pool.query(
      `select count(*)::int as n from stage_history h join project_candidate pc
          on pc.id = h.project_candidate_id
        where pc.candidate_id = $1 and h.to_stage = 'completed'`,
      [ada],
    );
    expect(history.rows[0]).toEqual({ n: 1 });

    // The workflow's own move fired the next one, one level deeper, with its job queued.
    const [next] = await wf.runsOf(tell.id);
    expect(next).toMatchObject({ status: 'queued', depth: 1, event: 'Entered Completed' });
    expect(await wf.jobsOf([next!.id])).toEqual([next!.id]);
    await runJob(next!.id);
    expect((await wf.runsOf(tell.id))[0]?.status).toBe('done');
    const mail = t.mails.find(
      (sent) => sent.to === 'runs-mate@example.com' && sent.subject.startsWith('Tell the team'),
    );
    expect(mail?.subject).toBe('Tell the team: Runner1 Person (Runs)');
    expect(mail?.text).toContain(`/app/projects/${project}/candidate/${ada}`);

    // The runs page: newest first.
    const listed = await call(
      t,
      'GET',
      `/api/project/${project}/workflows/${complete.id}/runs`,
      owner,
    );
    expect(listed.statusCode).toBe(200);
    const data = listed.json().data as { runs: WorkflowRun[]; total: number; page_count: number };
    expect(data).toMatchObject({ total: 1, page_count: 1 });
    expect(data.runs[0]).toMatchObject({
      candidate_id: ada,
      candidate_name: 'Runner1 Person',
      status: 'done',
    });

    await call(t, 'DELETE', `/api/project/${project}/workflows/${complete.id}`, owner);
    await call(t, 'DELETE', `/api/project/${project}/workflows/${tell.id}`, owner);
  });

  it('records nothing for a move that rolls back', async () => {
    const made = await wf.create(owner, project, {
      name: 'Reject after completion',
      enabled: true,
      trigger: { kind: 'stage_entered', stage: 'completed' },
      action: { kind: 'move_to_stage', stage: 'rejected' },
    });
    const bo = await person();
    await expect(
      t.app.db.transaction(async (tx) => {
        const links = await lockProjectLinks(tx, owner.workspace, project, [bo]);
        const runIds = await applyMoves(
          tx,
          owner.workspace,
          links.map((link) => ({ linkId: link.id, from: link.stage })),
          'completed',
          null,
          null,
        );
        expect(runIds).toHaveLength(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await wf.runsOf(made.id)).toEqual([]);

    await moveTo(bo, 'completed');
    const runs = await wf.runsOf(made.id);
    expect(runs).toHaveLength(1);
    // Switched off between the move and the run: skipped with the reason.
    await call(t, 'PUT', `/api/project/${project}/workflows/${made.id}/enabled`, {
      ...owner,
      body: { enabled: false },
    });
    await runJob(runs[0]!.id);
    expect((await wf.runsOf(made.id))[0]).toMatchObject({
      status: 'skipped',
      reason: SWITCHED_OFF,
    });
    expect(await wf.stageOf(project, bo)).toBe('completed');

    // Switched off at the move: no run at all.
    const cy = await person();
    await moveTo(cy, 'completed');
    expect(await wf.runsOf(made.id)).toHaveLength(1);
  });

  it('skips what the pipeline refuses, and stops runs nested too deep', async () => {
    const made = await wf.create(owner, project, {
      name: 'Back to campaign',
      enabled: true,
      trigger: { kind: 'stage_entered', stage: 'rejected' },
      action: { kind: 'move_to_stage', stage: 'in_campaign' },
    });
    const di = await person();
    await moveTo(di, 'rejected');
    const [run] = await wf.runsOf(made.id);
    await runJob(run!.id);
    expect((await wf.runsOf(made.id))[0]).toMatchObject({
      status: 'skipped',
      reason: 'A candidate in Rejected cannot be moved.',
    });

    const deep = await t.pool.query<{ id: string }>(
      `insert into workflow_run (workspace_id, workflow_id, project_id, candidate_id, event_key, event, depth)
       values ($1, $2, $3, $4, 'stage:deep-test', 'Entered Rejected', 5) returning id`,
      [owner.workspace, made.id, project, di],
    );
    await runJob(deep.rows[0]!.id);
    expect((await wf.runsOf(made.id))[1]).toMatchObject({ status: 'skipped', reason: TOO_DEEP });
  });
});
