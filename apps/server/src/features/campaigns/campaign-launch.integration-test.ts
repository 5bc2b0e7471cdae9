import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '@hirelane/domain/campaigns/campaign.schema';
import { CANNOT_LAUNCH_MESSAGE } from '@hirelane/domain/campaigns/launch-blockers';
import { createTestApp, type TestApp, type TestResponse } from '../../../test/test-app';
import { LINKEDIN_ACCOUNT_GONE } from './campaign-senders';
import { DRAFTS, campaignKit, errorsOf, type As } from './campaign.test-kit';
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

  it('launches a LinkedIn step with a healthy sender; refuses it while the account has a problem (decision 045)', async () => {
    const id = await newCampaign('LinkedIn Launch');
    await kit.addStep(owner, id, DRAFTS.invite);
    const account = await kit.insertLinkedin(owner.workspace, 'launch-owner@example.com', {
      fullName: 'Lena Launch',
    });
    expect((await kit.api(owner).settings(id, { from_linkedin: account })).statusCode).toBe(200);
    await t.pool.query(`update linkedin_account set error_message = $2 where id = $1`, [
      account,
      'LinkedIn signed you out. Re-connect your account.',
    ]);
    expect((await kit.campaignOf(owner, id)).campaign_message.linkedin_account_error).toBe(
      'LinkedIn signed you out. Re-connect your account.',
    );
    refusedWith(await kit.api(owner).activate(id, true), ['linkedin_account_error']);
    await t.pool.query(`update linkedin_account set error_message = null where id = $1`, [account]);
    const launched = await kit.api(owner).activate(id, true);
    expect(launched.statusCode, launched.body).toBe(200);
    expect((await kit.campaignOf(owner, id)).status).toBe(true);
    await kit.api(owner).activate(id, false);
    await t.pool.query('delete from linkedin_account where id = $1', [account]);
    expect((await kit.campaignOf(owner, id)).campaign_message.linkedin_account_error).toBe(
      LINKEDIN_ACCOUNT_GONE,
    );
  });

  it('refuses a campaign of WhatsApp or AI-call steps where they cannot run, with the reason, and starts nobody', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'WhatsApp' });
    const id = project.linked_campaign;
    await kit.addStep(owner, id, DRAFTS.whatsapp);
    const { candidate_id: candidate } = await kit.addCandidate(
      owner.cookie,
      owner.workspace,
      project._id,
      { full_name: 'Wanda Whatsapp', email: 'wanda@example.test' },
    );
    const moved = await kit.move(owner.cookie, owner.workspace, project._id, {
      candidate_ids: [candidate],
      to_stage: 'in_campaign',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const refused = await kit.api(owner).activate(id, true);
    // This server has no WhatsApp gateway configured (decision 048).
    refusedWith(refused, ['whatsapp_not_configured']);
    expect(errorsOf(refused)).toEqual([
      {
        path: 'whatsapp_not_configured',
        message:
          'WhatsApp is not configured on this server: an administrator sets WAHA_API_URL, WAHA_API_KEY and WAHA_WEBHOOK_SECRET to a WAHA gateway.',
      },
    ]);
    await kit.addStep(owner, id, DRAFTS.aiCall);
    refusedWith(await kit.api(owner).activate(id, true), [
      'whatsapp_not_configured',
      'ai_call_cannot_send',
    ]);
    expect((await kit.campaignOf(owner, id)).status).toBe(false);
    const enrolments = await t.pool.query<{ status: string }>(
      'select status from campaign_enrollment where campaign_id = $1',
      [id],
    );
    expect(enrolments.rows).toEqual([{ status: 'waiting' }]);
    const stage = await t.pool.query<{ stage: string }>(
      'select stage from project_candidate where project_id = $1',
      [project._id],
    );
    expect(stage.rows).toEqual([{ stage: 'in_campaign' }]);
  });

  it('refuses delays alone: they reach nobody', async () => {
    const id = await newCampaign('Only Waiting');
    await kit.addStep(owner, id, DRAFTS.delay);
    refusedWith(await kit.api(owner).activate(id, true), ['no_sending_step']);
  });

  it('lists every blocker at once: e-mail and LinkedIn', async () => {
    const id = await newCampaign('Both Blocked');
    await kit.addStep(owner, id, DRAFTS.message);
    await kit.addStep(owner, id, DRAFTS.email);
    // A mailbox exists (an earlier test): only the sender choice is missing.
    const response = await kit.api(owner).activate(id, true);
    refusedWith(response, ['no_sender_email', 'no_linkedin_account']);
  });
});

describe('launching enrols the in_campaign stage', () => {
  it('enrols everyone in_campaign and not yet enrolled, in the launch, and nobody else', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Stage' });
    const id = project.linked_campaign;
    await kit.addStep(owner, id, DRAFTS.email);
    await kit.insertMailbox(owner.workspace, 'stage-sender@acme.test');
    await kit.api(owner).settings(id, { from_email: 'stage-sender@acme.test' });
    const people: Record<string, string> = {};
    for (const key of ['moved', 'placed', 'engaging', 'shortlisted', 'rejected'])
      people[key] = (
        await kit.addCandidate(owner.cookie, owner.workspace, project._id, {
          full_name: `${key} Person`,
          email: `${key}@stage.test`,
        })
      ).candidate_id;
    const moved = await kit.move(owner.cookie, owner.workspace, project._id, {
      candidate_ids: [people.moved ?? ''],
      to_stage: 'in_campaign',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Placed in the stage without a move (an import, the demo seed, data from before enrolment).
    const place = (key: string, stage: string, subStage: string | null) =>
      t.pool.query(
        'update project_candidate set stage = $3, sub_stage = $4 where project_id = $1 and candidate_id = $2',
        [project._id, people[key], stage, subStage],
      );
    await place('placed', 'in_campaign', 'new');
    await place('engaging', 'in_campaign', 'engaging');
    await place('rejected', 'rejected', null);

    const launched = await kit.api(owner).activate(id, true);
    expect(launched.statusCode, launched.body).toBe(200);
    const rows = await t.pool.query<{ candidate_id: string; status: string; pinned: boolean }>(
      `select candidate_id, status, sequence_version_id is not null as pinned
         from campaign_enrollment where campaign_id = $1`,
      [id],
    );
    const byKey = Object.fromEntries(
      Object.entries(people).map(([key, candidateId]) => [
        key,
        rows.rows.find((row) => row.candidate_id === candidateId) ?? null,
      ]),
    );
    expect(byKey).toEqual({
      moved: { candidate_id: people.moved, status: 'active', pinned: true },
      placed: { candidate_id: people.placed, status: 'active', pinned: true },
      engaging: null,
      shortlisted: null,
      rejected: null,
    });
  });

  it('leaves nobody enrolled when the launch is refused', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Refused' });
    await kit.addStep(owner, project.linked_campaign, DRAFTS.whatsapp);
    const { candidate_id: person } = await kit.addCandidate(
      owner.cookie,
      owner.workspace,
      project._id,
      { full_name: 'Placed Person', email: 'placed@refused.test' },
    );
    await t.pool.query(
      `update project_candidate set stage = 'in_campaign', sub_stage = 'new' where candidate_id = $1`,
      [person],
    );
    expect((await kit.api(owner).activate(project.linked_campaign, true)).statusCode).toBe(422);
    const rows = await t.pool.query('select 1 from campaign_enrollment where candidate_id = $1', [
      person,
    ]);
    expect(rows.rowCount).toBe(0);
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
    await kit.addStep(editor, id, DRAFTS.email);
    await kit.insertMailbox(owner.workspace, 'editor-sender@acme.test');
    const settings = await kit
      .api(editor)
      .settings(id, { daily_limit: 20, from_email: 'editor-sender@acme.test' });
    expect(settings.statusCode, settings.body).toBe(200);
    const run = await kit.api(editor).activate(id, true);
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data).toMatchObject({ status: true, daily_limit: 20, no_of_steps: 1 });
  });
});
