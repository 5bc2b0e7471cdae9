import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateStage } from '@hirelane/domain/pipeline/stages';
import type { Workflow } from '@hirelane/domain/workflows/workflow.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { COMPLETE_JOB, projectKit, type Kit } from '../projects/project.test-kit';
import { TEAMMATE_NOT_MEMBER } from './save-workflow';
import { WORKFLOW_EDIT_DENIED } from './workflow-access';
import { workflowKit, type As } from './workflow.test-kit';

/** The workflow routes: saving (validation, agent rules, loops), the switch, access. */

let t: TestApp;
let kit: Kit;
let wf: ReturnType<typeof workflowKit>;
let owner: As;
let collaborator: As & { memberId: string };
let outsider: As;
let ria: string;
let charlie: string;

const post = (as: As, projectId: string, body: unknown) =>
  call(t, 'POST', `/api/project/${projectId}/workflows`, { ...as, body });

const moveWorkflow = (name: string, from: CandidateStage, to: CandidateStage) => ({
  name,
  enabled: true,
  trigger: { kind: 'stage_entered' as const, stage: from },
  action: { kind: 'move_to_stage' as const, stage: to },
});

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 251);
  wf = workflowKit(t);
  owner = await kit.owner('wf-owner@example.com');
  const mate = await kit.teammate(owner.cookie, owner.workspace, 'wf-mate@example.com');
  collaborator = { ...mate, workspace: owner.workspace };
  const stranger = await kit.teammate(owner.cookie, owner.workspace, 'wf-stranger@example.com');
  outsider = { cookie: stranger.cookie, workspace: owner.workspace };
  ria = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Ria flows' }))._id;
  charlie = (
    await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Charlie flows',
      agent: 'charlie',
      job: COMPLETE_JOB,
    })
  )._id;
  await call(t, 'POST', `/api/project/${ria}/members/add`, {
    ...owner,
    body: { members: [{ _id: collaborator.memberId, role: 'collaborator' }] },
  });
});
afterAll(async () => {
  await t.close();
});

describe('saving a workflow', () => {
  it('creates, lists, reads, edits, switches and deletes', async () => {
    const made = await wf.create(owner, ria, moveWorkflow('Close out', 'completed', 'rejected'));
    expect(made).toMatchObject({ name: 'Close out', enabled: true, project_id: ria });

    const list = await call(t, 'GET', `/api/project/${ria}/workflows`, owner);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ can_edit: true, workflows: [{ id: made.id }] });

    const base = `/api/project/${ria}/workflows/${made.id}`;
    const edited = await call(t, 'PUT', base, {
      ...owner,
      body: { ...moveWorkflow('Close out fast', 'in_campaign', 'rejected'), enabled: false },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const read = await call(t, 'GET', base, owner);
    expect((read.json().data as { workflow: Workflow }).workflow).toMatchObject({
      name: 'Close out fast',
      enabled: false,
      trigger: { kind: 'stage_entered', stage: 'in_campaign' },
    });
    const triggerRow = await t.pool.query(
      'select trigger_kind, trigger_values, enabled from workflow where id = $1',
      [made.id],
    );
    expect(triggerRow.rows[0]).toEqual({
      trigger_kind: 'stage_entered',
      trigger_values: ['in_campaign'],
      enabled: false,
    });

    const on = await call(t, 'PUT', `${base}/enabled`, { ...owner, body: { enabled: true } });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      message: 'Workflow switched on.',
      data: { workflow: { enabled: true } },
    });

    expect((await call(t, 'DELETE', base, owner)).statusCode).toBe(200);
    expect((await call(t, 'GET', base, owner)).statusCode).toBe(404);
  });

  it('answers 422 with the message of the first invalid field', async () => {
    const response = await post(owner, ria, { ...moveWorkflow('', 'completed', 'rejected') });
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json().errors)).toContain('Name the workflow.');
    const verdicts = await post(owner, charlie, {
      name: 'No verdicts',
      enabled: true,
      trigger: { kind: 'interview_verdict', verdicts: [] },
      action: { kind: 'move_to_stage', stage: 'hire' },
    });
    expect(verdicts.statusCode).toBe(422);
    expect(JSON.stringify(verdicts.json().errors)).toContain('Pick at least one verdict.');
  });

  it('refuses what the project cannot do, and a teammate who is not a member', async () => {
    const wrongStage = await post(owner, ria, moveWorkflow('Wrong', 'invited', 'rejected'));
    expect(wrongStage.statusCode).toBe(422);
    expect(wrongStage.json().message).toBe('Pending is not a stage of this project.');
    const campaign = await post(owner, charlie, {
      name: 'No campaign',
      enabled: true,
      trigger: { kind: 'interview_verdict', verdicts: ['hire'] },
      action: { kind: 'add_to_campaign' },
    });
    expect(campaign.json().message).toBe('Only outreach projects have a campaign.');
    const nobody = await post(owner, ria, {
      name: 'Tell nobody',
      enabled: true,
      trigger: { kind: 'stage_entered', stage: 'completed' },
      action: { kind: 'notify_teammate', member_id: crypto.randomUUID() },
    });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().message).toBe(TEAMMATE_NOT_MEMBER);
  });

  it('refuses a loop with a message naming it, and a workflow that fires itself', async () => {
    await wf.create(owner, charlie, moveWorkflow('Hire to maybe', 'hire', 'maybe'));
    const loop = await post(owner, charlie, moveWorkflow('Maybe to hire', 'maybe', 'hire'));
    expect(loop.statusCode).toBe(422);
    expect(loop.json().message).toBe(
      'This workflow would loop: Maybe to hire → Hire to maybe → Maybe to hire. Change its trigger or its action.',
    );
    const chainEnd = await post(owner, charlie, moveWorkflow('Maybe to no', 'maybe', 'no_hire'));
    expect(chainEnd.statusCode, chainEnd.body).toBe(200);
    const three = await post(owner, charlie, moveWorkflow('No to hire', 'no_hire', 'hire'));
    expect(three.json().message).toBe(
      'This workflow would loop: No to hire → Hire to maybe → Maybe to no → No to hire. Change its trigger or its action.',
    );
    const self = await post(owner, charlie, moveWorkflow('Self', 'strong_hire', 'strong_hire'));
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toContain('Self → Self');
    const count = await t.pool.query(
      'select count(*)::int as n from workflow where project_id = $1',
      [charlie],
    );
    expect(count.rows[0]).toEqual({ n: 2 });
  });
});

describe('access', () => {
  it('lets a collaborator read but not edit, and hides the project from a non-member', async () => {
    const made = await wf.create(owner, ria, moveWorkflow('Visible', 'completed', 'rejected'));
    const list = await call(t, 'GET', `/api/project/${ria}/workflows`, collaborator);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ can_edit: false });
    const refused = await post(collaborator, ria, moveWorkflow('Mine', 'completed', 'rejected'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(WORKFLOW_EDIT_DENIED);
    const toggle = await call(t, 'PUT', `/api/project/${ria}/workflows/${made.id}/enabled`, {
      ...collaborator,
      body: { enabled: false },
    });
    expect(toggle.statusCode).toBe(403);

    expect((await call(t, 'GET', `/api/project/${ria}/workflows`, outsider)).statusCode).toBe(404);
    const runs = await call(t, 'GET', `/api/project/${ria}/workflows/${made.id}/runs`, outsider);
    expect(runs.statusCode).toBe(404);
    // A workflow id under another project of the same workspace is not found there.
    const elsewhere = await call(t, 'GET', `/api/project/${charlie}/workflows/${made.id}`, owner);
    expect(elsewhere.statusCode).toBe(404);
  });
});
