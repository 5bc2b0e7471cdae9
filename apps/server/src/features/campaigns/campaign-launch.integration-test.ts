import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '@hirelane/domain/campaigns/campaign.schema';
import { CANNOT_LAUNCH_MESSAGE } from '@hirelane/domain/campaigns/launch-blockers';
import { createTestApp, type TestApp, type TestResponse } from '../../../test/test-app';
import { LINKEDIN_ACCOUNT_GONE } from './campaign-senders';
import { DRAFTS, campaignKit, errorsOf, type As } from './campaign-test-kit';
import { CAMPAIGN_DENIED } from './load-visible-campaign';

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let owner: As;

beforeAll(async () => {
  t = await createTestApp();
  kit = campaignKit(t, 75);
  owner = await kit.owner('launch-owner@example.com');
});
afterAll(async () => {
  await t.close();
});

const newCampaign = async (name: string) =>
  (await kit.createProject(owner.cookie, owner.workspace, { name })).linked_campaign;

const refusedWith = (response: TestResponse, codes: string[]) => {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json().message).toBe(CANNOT_LAUNCH_MESSAGE);
  expect(errorsOf(response).map((error) => error.path)).toEqual(codes);
};

describe('PUT /api/campaign/activate/{id}', () => {
  it('refuses a campaign without steps', async () => {
    const id = await newCampaign('No Steps');
    const response = await kit.api(owner).activate(id, true);
    refusedWith(response, ['no_steps']);
    expect(errorsOf(response)).toEqual([
      { path: 'no_steps', message: 'Add at least one step before launching.' },
    ]);
    expect((await kit.campaignOf(owner, id)).status).toBe(false);
  });

  it('refuses an e-mail step until a mailbox exists and is chosen as sender, then launches', async () => {
    const id = await newCampaign('Email Launch');
    await kit.addStep(owner, id, DRAFTS.email);
    refusedWith(await kit.api(owner).activate(id, true), ['no_mailbox']);
    await kit.insertMailbox(owner.workspace, 'recruiting@acme.test');
    refusedWith(await kit.api(owner).activate(id, true), ['no_sender_email']);
    const saved = await kit.api(owner).settings(id, { from_email: 'recruiting@acme.test' });
    expect(saved.statusCode, saved.body).toBe(200);

    const launched = await kit.api(owner).activate(id, true);
    expect(launched.statusCode, launched.body).toBe(200);
    expect(launched.json().message).toBe('Campaign launched.');
    const running = launched.json().data as Campaign;
    expect(running).toMatchObject({ status: true, email: 'recruiting@acme.test' });
    expect(running.launched_at).not.toBeNull();

    const paused = await kit.api(owner).activate(id, false);
    expect(paused.statusCode).toBe(200);
    expect(paused.json().message).toBe('Campaign paused.');
    expect(paused.json().data).toMatchObject({ status: false, launched_at: running.launched_at });
    // launched_at records the first launch.
    const again = (await kit.api(owner).activate(id, true)).json().data as Campaign;
    expect(again).toMatchObject({ status: true, launched_at: running.launched_at });
  });

  it('reports a disabled or vanished sender mailbox in the campaign and refuses the launch', async () => {
    const id = await newCampaign('Broken Mailbox');
    await kit.addStep(owner, id, DRAFTS.email);
    const mailbox = await kit.insertMailbox(owner.workspace, 'flaky@acme.test');
    await kit.api(owner).settings(id, { from_email: 'flaky@acme.test' });
    await t.pool.query('update mailbox set enabled = false where id = $1', [mailbox]);
    expect((await kit.campaignOf(owner, id)).campaign_message).toEqual({
      email_account_error: "The mailbox flaky@acme.test can't send: Disabled",
      linkedin_account_error: null,
    });
    refusedWith(await kit.api(owner).activate(id, true), ['sender_email_disabled']);
    await t.pool.query(
      `update mailbox set enabled = true, status = 'invalid', invalid_reason = 'The password was changed.' where id = $1`,
      [mailbox],
    );
    expect((await kit.campaignOf(owner, id)).campaign_message.email_account_error).toBe(
      "The mailbox flaky@acme.test can't send: The password was changed.",
    );
    await t.pool.query('delete from mailbox where id = $1', [mailbox]);
    expect((await kit.campaignOf(owner, id)).campaign_message.email_account_error).toBe(
      'flaky@acme.test is no longer a connected mailbox.',
    );
    refusedWith(await kit.api(owner).activate(id, true), ['sender_email_unavailable']);
  });

  it('refuses a LinkedIn step until an account is connected, chosen and without error', async () => {
    const id = await newCampaign('LinkedIn Launch');
    await kit.addStep(owner, id, DRAFTS.invite);
    refusedWith(await kit.api(owner).activate(id, true), ['no_linkedin_account']);
    const account = await kit.insertLinkedin(owner.workspace, 'launch-owner@example.com', {
      fullName: 'Lena Launch',
    });
    refusedWith(await kit.api(owner).activate(id, true), ['no_sender_linkedin']);
    expect((await kit.api(owner).settings(id, { from_linkedin: account })).statusCode).toBe(200);
    await t.pool.query(`update linkedin_account set error_message = $2 where id = $1`, [
      account,
      'LinkedIn signed you out. Re-connect your account.',
    ]);
    expect((await kit.campaignOf(owner, id)).campaign_message.linkedin_account_error).toBe(
      'LinkedIn signed you out. Re-connect your account.',
    );
    refusedWith(await kit.api(owner).activate(id, true), ['linkedin_account_error']);
    await t.pool.query('update linkedin_account set error_message = null where id = $1', [account]);
    expect((await kit.api(owner).activate(id, true)).statusCode).toBe(200);
    await t.pool.query('delete from linkedin_account where id = $1', [account]);
    expect((await kit.campaignOf(owner, id)).campaign_message.linkedin_account_error).toBe(
      LINKEDIN_ACCOUNT_GONE,
    );
  });

  it('lists every blocker at once: e-mail and LinkedIn', async () => {
    const id = await newCampaign('Both Blocked');
    await kit.addStep(owner, id, DRAFTS.message);
    await kit.addStep(owner, id, DRAFTS.email);
    // A mailbox exists (an earlier test) and a LinkedIn account too: only the choices are missing.
    await kit.insertLinkedin(owner.workspace, 'launch-owner@example.com');
    const response = await kit.api(owner).activate(id, true);
    refusedWith(response, ['no_sender_email', 'no_sender_linkedin']);
  });
});

describe('permissions', () => {
  it('lets a collaborator read the campaign but not edit steps, settings or run it', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Shared' });
    const id = project.linked_campaign;
    const step = await kit.addStep(owner, id, DRAFTS.whatsapp);
    const collaborator = await kit.shareWith(
      owner,
      project._id,
      'launch-collab@example.com',
      'collaborator',
    );
    const api = kit.api(collaborator);
    expect((await api.campaign(id)).statusCode).toBe(200);
    expect((await api.steps(id)).statusCode).toBe(200);
    const attempts: Array<[Promise<TestResponse>, string]> = [
      [api.add(id, DRAFTS.delay), CAMPAIGN_DENIED['campaign:steps:edit']],
      [api.update(id, step._id, DRAFTS.whatsapp), CAMPAIGN_DENIED['campaign:steps:edit']],
      [api.remove(id, step._id), CAMPAIGN_DENIED['campaign:steps:edit']],
      [api.reorder(id, [step._id]), CAMPAIGN_DENIED['campaign:steps:edit']],
      [api.settings(id, { daily_limit: 10 }), CAMPAIGN_DENIED['campaign:settings:edit']],
      [api.activate(id, true), CAMPAIGN_DENIED['campaign:run']],
      [api.activate(id, false), CAMPAIGN_DENIED['campaign:run']],
    ];
    for (const [attempt, message] of attempts) {
      const response = await attempt;
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().message).toBe(message);
    }
    expect(await kit.stepsOf(owner, id)).toEqual([expect.objectContaining({ _id: step._id })]);
    expect((await kit.campaignOf(owner, id)).daily_limit).toBe(50);
  });

  it('lets an editor edit steps, change settings and run the campaign', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Edited' });
    const id = project.linked_campaign;
    const editor = await kit.shareWith(owner, project._id, 'launch-editor@example.com', 'editor');
    await kit.addStep(editor, id, DRAFTS.whatsapp);
    expect((await kit.api(editor).settings(id, { daily_limit: 20 })).statusCode).toBe(200);
    const run = await kit.api(editor).activate(id, true);
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data).toMatchObject({ status: true, daily_limit: 20, no_of_steps: 1 });
  });
});
