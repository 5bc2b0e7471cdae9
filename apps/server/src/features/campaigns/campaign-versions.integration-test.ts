import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DRAFTS, campaignKit, type As } from './campaign.test-kit';

/**
 * docs/decisions/008: a candidate runs a frozen copy of the sequence; an edit moves them onto the
 * latest copy unless it would rewrite what they have been through. Enrolment happens with the move
 * to in_campaign.
 */

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let owner: As;

beforeAll(async () => {
  t = await createTestApp();
  kit = campaignKit(t, 74);
  owner = await kit.owner('versions-owner@example.com');
  await kit.insertMailbox(owner.workspace, 'sender@acme.test');
});
afterAll(async () => {
  await t.close();
});

type Pinned = {
  status: string;
  started: boolean;
  version_id: string | null;
  steps: Array<{ step_id: string; order: number; type: string; config: Record<string, unknown> }>;
};

const enrollmentOf = async (candidateId: string): Promise<Pinned | undefined> =>
  (
    await t.pool.query<Pinned>(
      `select e.status, e.started_at is not null as started, v.id as version_id, v.steps
         from campaign_enrollment e
         left join campaign_sequence_version v on v.id = e.sequence_version_id
        where e.candidate_id = $1`,
      [candidateId],
    )
  ).rows[0];

const newProject = async (name: string) => {
  const project = await kit.createProject(owner.cookie, owner.workspace, { name });
  const people: string[] = [];
  const add = async (count: number) => {
    for (let i = 0; i < count; i += 1) {
      const n = people.length;
      const added = await kit.addCandidate(owner.cookie, owner.workspace, project._id, {
        full_name: `${name} Person ${n}`,
        email: `${name.toLowerCase().replaceAll(' ', '-')}-${n}@example.com`,
      });
      people.push(added.candidate_id);
    }
    return people;
  };
  const move = async (ids: string[], toStage = 'in_campaign') => {
    const response = await kit.move(owner.cookie, owner.workspace, project._id, {
      candidate_ids: ids,
      to_stage: toStage,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { moved: number };
  };
  const sendFrom = async () => {
    const saved = await kit
      .api(owner)
      .settings(project.linked_campaign, { from_email: 'sender@acme.test' });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  return { project, campaignId: project.linked_campaign, add, move, sendFrom };
};

describe('sequence versions', () => {
  it('gives A (mid-sequence) and B (enrolled later) the edited steps A has not reached, and keeps A on its copy when an edit would rewrite A’s past', async () => {
    const { campaignId, add, move } = await newProject('Live Edit');
    const email = await kit.addStep(owner, campaignId, {
      type: 'auto_email',
      config: { subject: 'Hello', body: 'First body' },
    });
    const delay = await kit.addStep(owner, campaignId, DRAFTS.delay);
    expect(
      (await kit.api(owner).settings(campaignId, { from_email: 'sender@acme.test' })).statusCode,
    ).toBe(200);
    expect((await kit.api(owner).activate(campaignId, true)).statusCode).toBe(200);
    const [a, b] = await add(2);

    await move([a ?? '']);
    const pinnedA = await enrollmentOf(a ?? '');
    expect(pinnedA).toMatchObject({ status: 'active', started: true });
    expect(pinnedA?.steps).toEqual([
      {
        step_id: email._id,
        order: 1,
        type: 'auto_email',
        config: { subject: 'Hello', body: 'First body' },
      },
      { step_id: delay._id, order: 2, type: 'delay', config: DRAFTS.delay.config },
    ]);
    // A is past step 1 (it was sent) and waits out the delay.
    await t.pool.query(
      `update campaign_enrollment set step_index = 2, next_run_at = now() + interval '2 days'
        where candidate_id = $1`,
      [a],
    );

    const edited = await kit.api(owner).update(campaignId, email._id, {
      type: 'auto_email',
      config: { subject: 'Hello again', body: 'Second body' },
    });
    expect(edited.statusCode).toBe(200);
    const third = await kit.addStep(owner, campaignId, DRAFTS.email);

    await move([b ?? '']);
    const pinnedB = await enrollmentOf(b ?? '');
    expect(pinnedB?.version_id).not.toBe(pinnedA?.version_id);
    expect(pinnedB?.steps.map((step) => [step.step_id, step.order])).toEqual([
      [email._id, 1],
      [delay._id, 2],
      [third._id, 3],
    ]);
    expect(pinnedB?.steps[0]?.config).toEqual({ subject: 'Hello again', body: 'Second body' });
    // A runs the same latest copy from where A is: the added third step will reach A too.
    const movedA = await enrollmentOf(a ?? '');
    expect(movedA?.version_id).toBe(pinnedB?.version_id);

    // A step inserted first would be skipped by A: A keeps its copy, B (not started) moves on.
    await kit.addStep(owner, campaignId, { ...DRAFTS.email, order: 1 });
    expect(await enrollmentOf(a ?? '')).toEqual(movedA);
    expect((await enrollmentOf(b ?? ''))?.steps).toHaveLength(4);
  });

  it('shares one version between starters when nothing changed, enrolls everyone moved at once', async () => {
    const { campaignId, add, move, sendFrom } = await newProject('Bulk Start');
    await kit.addStep(owner, campaignId, DRAFTS.email);
    await sendFrom();
    expect((await kit.api(owner).activate(campaignId, true)).statusCode).toBe(200);
    const people = await add(30);
    const [first, ...rest] = people;
    await move([first ?? '']);
    const outcome = await move([...rest, first ?? '']);
    expect(outcome.moved).toBe(29);
    const rows = await t.pool.query<{ status: string; version_id: string; count: number }>(
      `select status, sequence_version_id as version_id, count(*)::int as count
         from campaign_enrollment where campaign_id = $1 group by 1, 2`,
      [campaignId],
    );
    expect(rows.rows).toEqual([
      { status: 'active', version_id: expect.any(String) as unknown, count: 30 },
    ]);
    const versions = await t.pool.query(
      'select 1 from campaign_sequence_version where campaign_id = $1',
      [campaignId],
    );
    expect(versions.rowCount).toBe(1);
  });

  it('lets candidates wait in a paused campaign and starts them on the version pinned at launch', async () => {
    const { campaignId, add, move, sendFrom } = await newProject('Paused Start');
    const step = await kit.addStep(owner, campaignId, DRAFTS.email);
    await sendFrom();
    const [waiting, rejected] = await add(2);
    await move([waiting ?? '']);
    expect(await enrollmentOf(waiting ?? '')).toEqual({
      status: 'waiting',
      started: false,
      version_id: null,
      steps: null,
    });
    // Moves to other stages enrol nobody.
    await move([rejected ?? ''], 'rejected');
    expect(await enrollmentOf(rejected ?? '')).toBeUndefined();

    await kit.api(owner).update(campaignId, step._id, {
      type: 'auto_email',
      config: { subject: 'Hello', body: 'Edited before launch' },
    });
    expect((await kit.api(owner).activate(campaignId, true)).statusCode).toBe(200);
    const started = await enrollmentOf(waiting ?? '');
    expect(started).toMatchObject({ status: 'active', started: true });
    expect(started?.steps).toEqual([
      {
        step_id: step._id,
        order: 1,
        type: 'auto_email',
        config: { subject: 'Hello', body: 'Edited before launch' },
      },
    ]);
  });

  it('keeps active candidates on their version when the campaign is paused', async () => {
    const { campaignId, add, move, sendFrom } = await newProject('Pause Keeps');
    await kit.addStep(owner, campaignId, DRAFTS.email);
    await sendFrom();
    expect((await kit.api(owner).activate(campaignId, true)).statusCode).toBe(200);
    const [person] = await add(1);
    await move([person ?? '']);
    const before = await enrollmentOf(person ?? '');
    expect((await kit.api(owner).activate(campaignId, false)).statusCode).toBe(200);
    expect(await enrollmentOf(person ?? '')).toEqual(before);
  });
});
