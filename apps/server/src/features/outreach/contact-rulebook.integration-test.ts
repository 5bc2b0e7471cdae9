import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppressionKeys } from '@hirelane/domain/candidates/suppression';
import { CONTACT_BLOCK_MESSAGES } from '@hirelane/domain/outreach/contact-rulebook';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { startWaitingEnrollments } from '../campaigns/campaign-enrollment-store';
import { DRAFTS, campaignKit, type As } from '../campaigns/campaign.test-kit';
import { getContactChannels } from '../candidates/get-contact-channels';
import { ensureSuppressionSalt, insertSuppression } from '../candidates/suppression-store';
import { claimSendableDeliveries } from './claim-sendable-deliveries';
import { scheduleDueSteps } from './schedule-due-steps';

/*
 * The e-mail engine asks the contact rulebook (decision 046) when it plans a step and again when
 * it sends: the person's wishes stop the sequence, a bounced address holds it with the message
 * the candidate page shows.
 */

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let owner: As;

beforeAll(async () => {
  t = await createTestApp({ OUTREACH_IGNORE_LIMITS: 'true' });
  kit = campaignKit(t, 96);
  owner = await kit.owner('rulebook-owner@example.com');
  await kit.insertMailbox(owner.workspace, 'sender@rulebook.test');
});
afterAll(async () => {
  await t.close();
});

/** A running e-mail campaign with these people started on it. */
const runningWith = async (name: string, people: Record<string, unknown>[]) => {
  const project = await kit.createProject(owner.cookie, owner.workspace, { name });
  const campaignId = project.linked_campaign;
  await kit.addStep(owner, campaignId, DRAFTS.email);
  await kit.api(owner).settings(campaignId, {
    from_email: 'sender@rulebook.test',
    schedule: { days: [0, 1, 2, 3, 4, 5, 6], start_hour: 0, end_hour: 24, timezone: 'UTC' },
  });
  const candidateIds: string[] = [];
  for (const person of people)
    candidateIds.push(
      (await kit.addCandidate(owner.cookie, owner.workspace, project._id, person)).candidate_id,
    );
  const moved = await kit.move(owner.cookie, owner.workspace, project._id, {
    candidate_ids: candidateIds,
    to_stage: 'in_campaign',
  });
  expect(moved.statusCode, moved.body).toBe(200);
  await t.pool.query('update campaign set status = true where id = $1', [campaignId]);
  await t.app.db.transaction((tx) => startWaitingEnrollments(tx, owner.workspace, campaignId));
  return { projectId: project._id, campaignId, candidateIds };
};

const enrolmentOf = async (campaignId: string, candidateId: string) =>
  (
    await t.pool.query<{ status: string; stop_reason: string | null; held_reason: string | null }>(
      `select status, stop_reason, held_reason from campaign_enrollment
        where campaign_id = $1 and candidate_id = $2`,
      [campaignId, candidateId],
    )
  ).rows[0];

const deliveriesOf = async (campaignId: string, candidateId: string) =>
  (
    await t.pool.query<{ id: string; status: string; last_error: string | null }>(
      `select d.id, d.status, d.last_error from campaign_delivery d
         join campaign_enrollment e on e.id = d.enrollment_id
        where e.campaign_id = $1 and e.candidate_id = $2`,
      [campaignId, candidateId],
    )
  ).rows;

/** Every planned e-mail is due now; the claim then answers the ones that may go out. */
const claimDue = async () => {
  await t.pool.query(
    `update campaign_delivery set scheduled_at = now() - interval '1 second'
      where status = 'scheduled'`,
  );
  const sendable = await t.app.db.transaction((tx) => claimSendableDeliveries(tx, 100, 60));
  // Nothing is handed to a server here: the claimed ones go back to the queue.
  await t.pool.query(
    `update campaign_delivery set status = 'canceled', lease_until = null where status = 'sending'`,
  );
  return sendable.map((delivery) => delivery.id);
};

describe('the e-mail engine asks the contact rulebook', () => {
  it('stops a do-not-contact person before any e-mail is planned', async () => {
    const { campaignId, candidateIds } = await runningWith('Marked', [
      { first_name: 'Marked', email: 'marked@rulebook.test' },
    ]);
    const [marked = ''] = candidateIds;
    await t.pool.query('update candidate set do_not_contact_at = now() where id = $1', [marked]);
    await scheduleDueSteps(t.app, { now: new Date() });
    expect(await enrolmentOf(campaignId, marked)).toMatchObject({
      status: 'stopped',
      stop_reason: 'do_not_contact',
    });
    expect(await deliveriesOf(campaignId, marked)).toEqual([]);
  });

  it('does not e-mail a person who replied on LinkedIn, in any other campaign', async () => {
    const { campaignId, candidateIds } = await runningWith('After LinkedIn', [
      { first_name: 'Linus', email: 'linus@rulebook.test' },
    ]);
    const [linus = ''] = candidateIds;
    await t.pool.query(
      `insert into linkedin_message (workspace_id, candidate_id, direction, text_body, at)
       values ($1, $2, 'inbound', 'Thanks, I am interested', now())`,
      [owner.workspace, linus],
    );
    await scheduleDueSteps(t.app, { now: new Date() });
    expect(await enrolmentOf(campaignId, linus)).toMatchObject({
      status: 'stopped',
      stop_reason: 'replied',
    });
    expect(await deliveriesOf(campaignId, linus)).toEqual([]);
  });

  it('stops an erased (suppressed) person', async () => {
    const { campaignId, candidateIds } = await runningWith('Erased', [
      { first_name: 'Eve', email: 'eve@rulebook.test' },
    ]);
    const [eve = ''] = candidateIds;
    const user = await t.pool.query<{ id: string }>(`select id from "user" where email = $1`, [
      'rulebook-owner@example.com',
    ]);
    await t.app.db.transaction(async (tx) => {
      await ensureSuppressionSalt(tx, owner.workspace);
      await insertSuppression(
        tx,
        owner.workspace,
        suppressionKeys({ email: 'Eve@Rulebook.test' }),
        user.rows[0]?.id ?? '',
      );
    });
    await scheduleDueSteps(t.app, { now: new Date() });
    expect(await enrolmentOf(campaignId, eve)).toMatchObject({
      status: 'stopped',
      stop_reason: 'do_not_contact',
    });
    expect(await deliveriesOf(campaignId, eve)).toEqual([]);
  });

  it('holds a bounced address with the message the candidate page shows', async () => {
    const earlier = await runningWith('Bounced Before', [
      { first_name: 'Bo', email: 'bo@rulebook.test' },
    ]);
    const [bo = ''] = earlier.candidateIds;
    await t.pool.query(
      `update campaign_enrollment set status = 'stopped', stop_reason = 'bounced'
        where campaign_id = $1`,
      [earlier.campaignId],
    );
    const later = await runningWith('Bounced After', [
      { first_name: 'Bo', email: 'bo@rulebook.test' },
    ]);
    expect(later.candidateIds).toEqual([bo]);
    await scheduleDueSteps(t.app, { now: new Date() });

    const member = await t.pool.query<{ id: string }>(
      'select id from workspace_member where workspace_id = $1',
      [owner.workspace],
    );
    const panel = await getContactChannels(
      t.app.db,
      {
        workspaceId: owner.workspace,
        memberId: member.rows[0]?.id ?? '',
        role: 'owner',
        permissions: [],
      },
      bo,
      later.projectId,
    );
    const email = panel.channels.find((channel) => channel.channel === 'email');
    expect(email).toMatchObject({ allowed: false, reason: 'email_bounced' });
    expect(CONTACT_BLOCK_MESSAGES.email_bounced).toBe(email?.message);
    expect(await enrolmentOf(later.campaignId, bo)).toEqual({
      status: 'active',
      stop_reason: null,
      held_reason: email?.message,
    });
    expect(await deliveriesOf(later.campaignId, bo)).toEqual([]);
  });
});

describe('the send phase asks again', () => {
  it('sends nothing to a person who replied to another campaign or was marked meanwhile', async () => {
    const first = await runningWith('Send First', [
      { first_name: 'Rae', email: 'rae@rulebook.test' },
    ]);
    const second = await runningWith('Send Second', [
      { first_name: 'Rae', email: 'rae@rulebook.test' },
      { first_name: 'Dan', email: 'dan@rulebook.test' },
      { first_name: 'Kim', email: 'kim@rulebook.test' },
    ]);
    const [rae = ''] = first.candidateIds;
    const [, dan = '', kim = ''] = second.candidateIds;
    expect(second.candidateIds[0]).toBe(rae);
    await scheduleDueSteps(t.app, { now: new Date() });
    const [kimDelivery] = await deliveriesOf(second.campaignId, kim);
    expect(kimDelivery?.status).toBe('scheduled');

    // Rae answers the first campaign's e-mail (only that sequence is stopped by the reply);
    // Dan is marked do-not-contact by a path that stops nothing.
    await t.pool.query(
      `update campaign_enrollment set status = 'stopped', stop_reason = 'replied'
        where campaign_id = $1`,
      [first.campaignId],
    );
    await t.pool.query('update candidate set do_not_contact_at = now() where id = $1', [dan]);

    expect(await claimDue()).toEqual([kimDelivery?.id]);
    expect(await deliveriesOf(second.campaignId, rae)).toMatchObject([
      { status: 'canceled', last_error: CONTACT_BLOCK_MESSAGES.replied },
    ]);
    expect(await enrolmentOf(second.campaignId, rae)).toMatchObject({
      status: 'stopped',
      stop_reason: 'replied',
    });
    expect(await deliveriesOf(second.campaignId, dan)).toMatchObject([
      { status: 'canceled', last_error: CONTACT_BLOCK_MESSAGES.do_not_contact },
    ]);
    expect(await enrolmentOf(second.campaignId, dan)).toMatchObject({
      status: 'stopped',
      stop_reason: 'do_not_contact',
    });
  });

  it('puts an e-mail to an address that bounced meanwhile back, its sequence held', async () => {
    const first = await runningWith('Bounce First', [
      { first_name: 'Ivy', email: 'ivy@rulebook.test' },
    ]);
    const second = await runningWith('Bounce Second', [
      { first_name: 'Ivy', email: 'ivy@rulebook.test' },
    ]);
    const [ivy = ''] = second.candidateIds;
    expect(first.candidateIds).toEqual([ivy]);
    await scheduleDueSteps(t.app, { now: new Date() });
    // The first campaign's e-mail to the same address bounced before the second one went out.
    await t.pool.query(
      `update campaign_enrollment set status = 'stopped', stop_reason = 'bounced'
        where campaign_id = $1`,
      [first.campaignId],
    );
    expect(await claimDue()).toEqual([]);
    expect(await deliveriesOf(second.campaignId, ivy)).toMatchObject([
      { status: 'scheduled', last_error: CONTACT_BLOCK_MESSAGES.email_bounced },
    ]);
    expect(await enrolmentOf(second.campaignId, ivy)).toEqual({
      status: 'active',
      stop_reason: null,
      held_reason: CONTACT_BLOCK_MESSAGES.email_bounced,
    });
  });
});
