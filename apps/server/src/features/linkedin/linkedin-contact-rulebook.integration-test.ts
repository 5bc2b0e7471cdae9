import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_BLOCK_MESSAGES } from '@hirelane/domain/outreach/contact-rulebook';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DRAFTS, type As } from '../campaigns/campaign.test-kit';
import { scheduleDueSteps } from '../outreach/schedule-due-steps';
import { connectLinkedin, fromExtension, linkedinKit } from './linkedin.test-kit';

/*
 * LinkedIn steps ask the contact rulebook (decision 046) when they are planned and again when the
 * extension claims them: a person who may not be contacted is never handed to the extension.
 */

let t: TestApp;
let kit: ReturnType<typeof linkedinKit>;
let owner: As;
let accountId: string;

beforeAll(async () => {
  t = await createTestApp({ OUTREACH_IGNORE_LIMITS: 'true' });
  kit = linkedinKit(t, 97);
  owner = await kit.owner('li-rulebook-owner@example.com');
  accountId = await connectLinkedin(t, owner, 'Rina Rules', 'https://www.linkedin.com/in/rina-r');
});
afterAll(async () => {
  await t.close();
});

const claim = async () => {
  await t.pool.query('update linkedin_account set next_action_at = null');
  const response = await fromExtension(t, owner, 'POST', '/api/extension/linkedin/actions/claim', {
    max: 10,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { actions: { id: string }[] }).actions.map((a) => a.id);
};

const actionRow = async (candidateId: string) =>
  (
    await t.pool.query<{ id: string; status: string; detail: string | null }>(
      'select id, status, detail from linkedin_action where candidate_id = $1',
      [candidateId],
    )
  ).rows;

describe('LinkedIn asks the contact rulebook', () => {
  it('does not plan a step for a person who replied by e-mail elsewhere', async () => {
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'Li Replied',
      [DRAFTS.invite],
      accountId,
      [{ full_name: 'Rhea Replied', linkedin_url: 'https://linkedin.com/in/rhea-replied' }],
    );
    const [rhea = ''] = candidateIds;
    await t.pool.query(
      `insert into email_message (workspace_id, candidate_id, direction, kind, message_id)
       values ($1, $2, 'inbound', 'reply', '<rhea-reply@rulebook.test>')`,
      [owner.workspace, rhea],
    );
    await scheduleDueSteps(t.app, { now: new Date() });
    expect(await kit.enrolmentOf(rhea)).toMatchObject({
      status: 'stopped',
      stop_reason: 'replied',
    });
    expect(await kit.actionsOf(rhea)).toEqual([]);
  });

  it('never hands the extension an action for a person marked do-not-contact after it was planned', async () => {
    await t.pool.query('update campaign set status = false');
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'Li Marked',
      [DRAFTS.invite],
      accountId,
      [
        { full_name: 'Dora Marked', linkedin_url: 'https://linkedin.com/in/dora-marked' },
        { full_name: 'Otto Open', linkedin_url: 'https://linkedin.com/in/otto-open' },
      ],
    );
    const [dora = '', otto = ''] = candidateIds;
    await scheduleDueSteps(t.app, { now: new Date() });
    expect((await actionRow(dora))[0]?.status).toBe('scheduled');
    // Marked by a path that stops nothing: the claim itself must refuse her.
    await t.pool.query('update candidate set do_not_contact_at = now() where id = $1', [dora]);

    const [ottoAction] = await actionRow(otto);
    expect(await claim()).toEqual([ottoAction?.id]);
    expect((await actionRow(dora))[0]).toMatchObject({
      status: 'canceled',
      detail: CONTACT_BLOCK_MESSAGES.do_not_contact,
    });
    expect(await kit.enrolmentOf(dora)).toMatchObject({
      status: 'stopped',
      stop_reason: 'do_not_contact',
    });
  });

  it('holds a person whose profile was removed after planning, and cancels the action', async () => {
    await t.pool.query('update campaign set status = false');
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'Li Removed',
      [DRAFTS.view],
      accountId,
      [{ full_name: 'Paul Profile', linkedin_url: 'https://linkedin.com/in/paul-profile' }],
    );
    const [paul = ''] = candidateIds;
    await scheduleDueSteps(t.app, { now: new Date() });
    await t.pool.query('update candidate set linkedin_url = null where id = $1', [paul]);
    expect(await claim()).toEqual([]);
    expect((await actionRow(paul))[0]).toMatchObject({
      status: 'canceled',
      detail: CONTACT_BLOCK_MESSAGES.no_linkedin,
    });
    expect(await kit.enrolmentOf(paul)).toMatchObject({
      status: 'active',
      held_reason: 'Not sent: this candidate has no LinkedIn profile URL.',
      next_run_at: null,
    });
  });
});
