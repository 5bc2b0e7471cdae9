import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PipelineFunnel } from '@hirelane/domain/insights/pipeline-funnel.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { projectKit, type Kit } from '../projects/project.test-kit';

/** GET /api/project/{id}/insights/funnel: who reached each step, from the stage history. */

let t: TestApp;
let kit: Kit;
let owner: { cookie: string; workspace: string };
let projectId: string;
const people: string[] = [];

const funnelOf = async (as: { cookie: string; workspace: string }, id: string) => {
  const response = await call(t, 'GET', `/api/project/${id}/insights/funnel`, as);
  return { status: response.statusCode, funnel: response.json().data as PipelineFunnel };
};

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 191);
  owner = await kit.owner('funnel-owner@example.com');
  projectId = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Funnel' }))._id;
  for (let index = 0; index < 4; index += 1) {
    const added = await kit.addCandidate(owner.cookie, owner.workspace, projectId, {
      first_name: `Funnel${index}`,
      email: `funnel${index}@example.com`,
    });
    people.push(added.candidate_id);
  }
});
afterAll(async () => {
  await t.close();
});

describe('pipeline funnel', () => {
  it('counts everyone added, then who reached the campaign, with the conversion', async () => {
    const moved = await kit.move(owner.cookie, owner.workspace, projectId, {
      candidate_ids: people.slice(0, 2),
      to_stage: 'in_campaign',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const { status, funnel } = await funnelOf(owner, projectId);
    expect(status).toBe(200);
    expect(funnel.total).toBe(4);
    expect(funnel.steps.map((step) => [step.label, step.count, step.conversion])).toEqual([
      ['Added', 4, null],
      ['In campaign', 2, 0.5],
      ['Completed', 0, 0],
    ]);
  });

  it('a person rejected after the campaign still counts as having reached it', async () => {
    const rejected = await kit.move(owner.cookie, owner.workspace, projectId, {
      candidate_ids: [people[0] ?? ''],
      to_stage: 'rejected',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const { funnel } = await funnelOf(owner, projectId);
    expect(funnel.rejected).toBe(1);
    expect(funnel.steps[1]?.count).toBe(2);
  });

  it('a member who is not on the project gets 404', async () => {
    const member = await kit.teammate(owner.cookie, owner.workspace, 'funnel-member@example.com');
    const { status } = await funnelOf(
      { cookie: member.cookie, workspace: owner.workspace },
      projectId,
    );
    expect(status).toBe(404);
  });
});
