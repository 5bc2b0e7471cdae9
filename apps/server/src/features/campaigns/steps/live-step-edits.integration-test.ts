import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { scheduleDueSteps } from '../../outreach/schedule-due-steps';
import { DRAFTS, campaignKit, type As } from '../campaign.test-kit';
import { WHATSAPP_NOT_CONFIGURED_REASON } from '../../outreach/plan-whatsapp-step';

/*
 * docs/decisions/008: a live sequence can be edited. An edit, even of a step already sent to some,
 * reaches everyone who has not reached the step; what was sent stays as it was.
 */

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let owner: As;

beforeAll(async () => {
  t = await createTestApp({ OUTREACH_IGNORE_LIMITS: 'true' });
  kit = campaignKit(t, 95);
  owner = await kit.owner('live-edits-owner@example.com');
  await kit.insertMailbox(owner.workspace, 'sender@live.test');
});
afterAll(async () => {
  await t.close();
});

type Delivery = { step_id: string; status: string; subject: string; text_body: string };

const deliveriesOf = async (candidateId: string): Promise<Delivery[]> =>
  (
    await t.pool.query<Delivery>(
      `select d.step_id, d.status, d.subject, d.text_body from campaign_delivery d
         join campaign_enrollment e on e.id = d.enrollment_id
        where e.candidate_id = $1 order by d.created_at`,
      [candidateId],
    )
  ).rows;

const enrolmentOf = async (candidateId: string) =>
  (
    await t.pool.query<{ step_index: number; version_id: string; thread_subject: string | null }>(
      `select step_index, sequence_version_id as version_id, thread_subject
         from campaign_enrollment where candidate_id = $1`,
      [candidateId],
    )
  ).rows[0];

/** The e-mails of these candidates went out (the send phase is the e-mail engine's own test). */
const markSent = async (candidateIds: string[]) => {
  await t.pool.query(
    `update campaign_delivery d set status = 'sent', sent_at = now() from campaign_enrollment e
      where e.id = d.enrollment_id and e.candidate_id = any($1::uuid[]) and d.status = 'scheduled'`,
    [candidateIds],
  );
  await t.pool.query(
    'update campaign_enrollment set next_run_at = now() where candidate_id = any($1::uuid[])',
    [candidateIds],
  );
};

/** One planning round, then any delay of theirs made due at once. */
const plan = async (candidateIds: string[] = []) => {
  await scheduleDueSteps(t.app, { now: new Date(Date.now() + 1000) });
  if (candidateIds.length > 0)
    await t.pool.query(
      `update campaign_enrollment set next_run_at = now()
        where candidate_id = any($1::uuid[]) and next_run_at > now()`,
      [candidateIds],
    );
};

const launchedCampaign = async (name: string, people: string[]) => {
  const project = await kit.createProject(owner.cookie, owner.workspace, { name });
  const campaignId = project.linked_campaign;
  const first = await kit.addStep(owner, campaignId, {
    type: 'auto_email',
    config: { subject: 'A role at Acme', body: 'Hi {{first_name}}, we are hirng.' },
  });
  await kit.addStep(owner, campaignId, DRAFTS.delay);
  const second = await kit.addStep(owner, campaignId, {
    type: 'auto_email',
    config: { subject: '{{previous_subject}}', body: 'Folowing up, {{first_name}}.' },
  });
  await kit.api(owner).settings(campaignId, { from_email: 'sender@live.test' });
  expect((await kit.api(owner).activate(campaignId, true)).statusCode).toBe(200);
  const ids: string[] = [];
  for (const person of people)
    ids.push(
      (
        await kit.addCandidate(owner.cookie, owner.workspace, project._id, {
          first_name: person,
          last_name: 'Test',
          email: `${person.toLowerCase()}@${name.toLowerCase()}.test`,
        })
      ).candidate_id,
    );
  const moved = await kit.move(owner.cookie, owner.workspace, project._id, {
    candidate_ids: ids,
    to_stage: 'in_campaign',
  });
  expect(moved.statusCode, moved.body).toBe(200);
  return { campaignId, first, second, ids };
};

describe('editing a live sequence', () => {
  it('fixes a typo in a sent step for everyone who has not had it, and keeps what was sent', async () => {
    const { campaignId, first, second, ids } = await launchedCampaign('Typo', ['Ann', 'Ben']);
    const [ann = '', ben = ''] = ids;
    await plan();
    // Ann's first e-mail went out; Ben's is planned for later and not sent yet.
    await markSent([ann]);
    expect(await deliveriesOf(ben)).toMatchObject([{ step_id: first._id, status: 'scheduled' }]);

    const fixFirst = await kit.api(owner).update(campaignId, first._id, {
      type: 'auto_email',
      config: { subject: 'A role at Acme', body: 'Hi {{first_name}}, we are hiring.' },
    });
    expect(fixFirst.statusCode, fixFirst.body).toBe(200);
    expect(fixFirst.json().data).toMatchObject({ can_update: true, locked_reason: null });
    const fixSecond = await kit.api(owner).update(campaignId, second._id, {
      type: 'auto_email',
      config: { subject: '{{previous_subject}}', body: 'Following up, {{first_name}}.' },
    });
    expect(fixSecond.statusCode, fixSecond.body).toBe(200);

    // Ben had not got step 1: its planned e-mail is dropped and planned again with the fix.
    expect(await deliveriesOf(ben)).toEqual([]);
    expect(await enrolmentOf(ben)).toMatchObject({ step_index: 0, thread_subject: null });
    await plan([ann, ben]);
    expect(await deliveriesOf(ben)).toEqual([
      {
        step_id: first._id,
        status: 'scheduled',
        subject: 'A role at Acme',
        text_body: expect.stringContaining('Hi Ben, we are hiring.') as unknown,
      },
    ]);

    // Ann keeps what was sent; her step 2 (after the delay) comes with the fix.
    await plan([ann]);
    const annDeliveries = await deliveriesOf(ann);
    expect(annDeliveries).toEqual([
      {
        step_id: first._id,
        status: 'sent',
        subject: 'A role at Acme',
        text_body: expect.stringContaining('Hi Ann, we are hirng.') as unknown,
      },
      {
        step_id: second._id,
        status: 'scheduled',
        subject: 'Re: A role at Acme',
        text_body: expect.stringContaining('Following up, Ann.') as unknown,
      },
    ]);
  });

  it('keeps the copy of someone whose past an edit would rewrite, and moves those it does not', async () => {
    const { campaignId, first, ids } = await launchedCampaign('Insert', ['Cat', 'Dan']);
    const [cat = '', dan = ''] = ids;
    await plan();
    await markSent([cat]);
    const catBefore = await enrolmentOf(cat);
    // A step inserted before step 1: Cat already had step 1 (it would be skipped or repeated).
    await kit.addStep(owner, campaignId, {
      type: 'auto_email',
      config: { subject: 'First things first', body: 'Hello {{first_name}}.' },
      order: 1,
    });
    expect(await enrolmentOf(cat)).toEqual(catBefore);
    // Dan had nothing yet: he starts the new sequence from its new first step.
    await plan();
    expect(await deliveriesOf(dan)).toMatchObject([
      { status: 'scheduled', subject: 'First things first' },
    ]);
    expect((await deliveriesOf(dan)).some((delivery) => delivery.step_id === first._id)).toBe(
      false,
    );
  });

  it('lets a candidate held at a step that cannot send go on once the step is removed', async () => {
    const { campaignId, ids } = await launchedCampaign('Held', ['Eve']);
    const [eve = ''] = ids;
    // A WhatsApp step put first in the running campaign after Eve was enrolled: she meets it, and
    // this server has no WhatsApp gateway (decision 048).
    const whatsapp = await kit.addStep(owner, campaignId, { ...DRAFTS.whatsapp, order: 1 });
    await plan();
    const held = await t.pool.query<{ held_reason: string | null }>(
      'select held_reason from campaign_enrollment where candidate_id = $1',
      [eve],
    );
    expect(held.rows[0]?.held_reason).toBe(WHATSAPP_NOT_CONFIGURED_REASON);
    expect((await kit.api(owner).remove(campaignId, whatsapp._id)).statusCode).toBe(200);
    await plan();
    expect(await deliveriesOf(eve)).toMatchObject([
      { status: 'scheduled', subject: 'A role at Acme' },
    ]);
  });
});
