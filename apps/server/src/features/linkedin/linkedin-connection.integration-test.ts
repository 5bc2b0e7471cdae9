import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { DRAFTS, type As } from '../campaigns/campaign.test-kit';
import { scheduleDueSteps } from '../outreach/schedule-due-steps';
import { IDENTITY_CHANGED_MESSAGE, NO_IDENTITY_MESSAGE } from './confirm-linkedin-account';
import { connectLinkedin, fromExtension, linkedinKit } from './linkedin.test-kit';

let t: TestApp;
let kit: ReturnType<typeof linkedinKit>;
let owner: As;

const ADA = 'https://www.linkedin.com/in/ada-owner';

beforeAll(async () => {
  t = await createTestApp({ OUTREACH_IGNORE_LIMITS: 'true' });
  kit = linkedinKit(t, 95);
  owner = await kit.owner('li-connect-owner@example.com');
});
afterAll(async () => {
  await t.close();
});

const status = async (as: As) => {
  const response = await call(t, 'GET', '/api/communication/linkedin/account/status', as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Record<string, unknown>;
};
const connection = async (as: As) =>
  (await call(t, 'GET', '/api/linkedin/connection', as)).json().data as {
    reported: { full_name: string; profile_url: string } | null;
    account: { id: string; error_message: string | null; automation_enabled: boolean } | null;
  };

describe('connecting the LinkedIn account', () => {
  it('shows nothing reported until the extension reports, then connects on confirm', async () => {
    expect(await connection(owner)).toEqual({ reported: null, account: null });
    const early = await call(t, 'POST', '/api/linkedin/account/confirm', {
      ...owner,
      body: { profile_url: ADA },
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(NO_IDENTITY_MESSAGE);

    const reported = await fromExtension(t, owner, 'POST', '/api/extension/linkedin/identity', {
      full_name: 'Ada Owner',
      profile_url: ADA,
      headline: 'Recruiter',
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect((await connection(owner)).reported).toMatchObject({
      full_name: 'Ada Owner',
      profile_url: ADA,
    });
    expect(await status(owner)).toEqual({
      connected: false,
      account_id: null,
      account_name: null,
      error_message: null,
    });

    const stale = await call(t, 'POST', '/api/linkedin/account/confirm', {
      ...owner,
      body: { profile_url: 'https://www.linkedin.com/in/someone-else' },
    });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().message).toBe(IDENTITY_CHANGED_MESSAGE);

    const confirmed = await call(t, 'POST', '/api/linkedin/account/confirm', {
      ...owner,
      body: { profile_url: ADA },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const accountId = (await connection(owner)).account?.id;
    expect(await status(owner)).toEqual({
      connected: true,
      account_id: accountId,
      account_name: 'Ada Owner',
      error_message: null,
    });
  });

  it('refuses the extension routes from another origin and with an invalid body', async () => {
    const foreign = await call(t, 'POST', '/api/extension/linkedin/identity', {
      ...owner,
      headers: { origin: 'chrome-extension://someone-elses-extension' },
      body: { full_name: 'X', profile_url: ADA },
    });
    expect(foreign.statusCode).toBe(403);
    // The extension's own Origin is trusted on /api/extension/* only.
    const outside = await call(t, 'POST', '/api/linkedin/account/confirm', {
      ...owner,
      headers: { origin: `chrome-extension://${t.app.config.extensionId}` },
      body: { profile_url: ADA },
    });
    expect(outside.statusCode).toBe(403);
    const invalid = await fromExtension(t, owner, 'POST', '/api/extension/linkedin/identity', {
      full_name: 'X',
      profile_url: 'https://example.com/in/x',
    });
    expect(invalid.statusCode).toBe(422);
    expect(JSON.stringify(invalid.json())).toContain('Not a LinkedIn profile URL.');
    const anonymous = await call(t, 'POST', '/api/extension/linkedin/identity', {
      workspace: owner.workspace,
      headers: { origin: `chrome-extension://${t.app.config.extensionId}` },
      body: { full_name: 'X', profile_url: ADA },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows a reported problem in the status and the campaign; re-connecting clears it', async () => {
    const accountId = (await connection(owner)).account?.id ?? '';
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Banner' });
    await kit.addStep(owner, project.linked_campaign, DRAFTS.invite);
    await kit.api(owner).settings(project.linked_campaign, { from_linkedin: accountId });

    const problem = await fromExtension(t, owner, 'POST', '/api/extension/linkedin/health', {
      state: 'checkpoint',
    });
    expect(problem.statusCode, problem.body).toBe(200);
    const message =
      'LinkedIn asks you to verify your account (security check). Complete it on linkedin.com, then re-connect.';
    expect((await status(owner)).error_message).toBe(message);
    const campaign = await kit.campaignOf(owner, project.linked_campaign);
    expect(campaign.campaign_message.linkedin_account_error).toBe(message);

    await connectLinkedin(t, owner, 'Ada Owner', ADA);
    expect((await status(owner)).error_message).toBeNull();
    expect((await connection(owner)).account?.id).toBe(accountId);
    const fixed = await kit.campaignOf(owner, project.linked_campaign);
    expect(fixed.campaign_message.linkedin_account_error).toBeNull();
  });

  it('keeps the limits within the defaults', async () => {
    const above = await call(t, 'PUT', '/api/linkedin/account/settings', {
      ...owner,
      body: {
        limits: {
          invitations_per_day: 25,
          invitations_per_week: 100,
          profile_views_per_day: 80,
          messages_per_day: 50,
          follows_per_day: 30,
        },
      },
    });
    expect(above.statusCode).toBe(422);
    const lowered = await call(t, 'PUT', '/api/linkedin/account/settings', {
      ...owner,
      body: {
        limits: {
          invitations_per_day: 10,
          invitations_per_week: 40,
          profile_views_per_day: 80,
          messages_per_day: 50,
          follows_per_day: 30,
        },
      },
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json()).toMatchObject({ data: { limits: { invitations_per_day: 10 } } });
  });
});

describe('replies and manual mode', () => {
  it('turns LinkedIn steps into tasks when automation is off; Mark done continues', async () => {
    const accountId = (await connection(owner)).account?.id ?? '';
    const off = await call(t, 'PUT', '/api/linkedin/account/settings', {
      ...owner,
      body: { automation_enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'Manual',
      [DRAFTS.invite, DRAFTS.email],
      accountId,
      [{ full_name: 'Mary Manual', linkedin_url: 'https://linkedin.com/in/mary-m' }],
    );
    await scheduleDueSteps(t.app, { now: new Date() });
    const claimed = await fromExtension(t, owner, 'POST', '/api/extension/linkedin/actions/claim', {
      max: 3,
    });
    expect(claimed.json()).toMatchObject({ data: { actions: [] } });
    const listed = (await call(t, 'GET', '/api/linkedin/tasks', owner)).json() as {
      data: { tasks: { id: string; text: string; profile_url: string }[] };
    };
    const { tasks } = listed.data;
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({
      text: 'Hi Mary, let us connect.',
      profile_url: 'https://linkedin.com/in/mary-m',
    });
    const done = await call(t, 'POST', `/api/linkedin/tasks/${tasks[0]?.id}/done`, owner);
    expect(done.statusCode, done.body).toBe(200);
    const twice = await call(t, 'POST', `/api/linkedin/tasks/${tasks[0]?.id}/done`, owner);
    expect(twice.statusCode).toBe(404);
    const enrolment = await kit.enrolmentOf(candidateIds[0] ?? '');
    expect(enrolment).toMatchObject({ status: 'active', step_index: 1, held_reason: null });
    expect(enrolment?.next_run_at).not.toBeNull();
    await call(t, 'PUT', '/api/linkedin/account/settings', {
      ...owner,
      body: { automation_enabled: true },
    });
  });

  it('stops every sequence of a person who replied on LinkedIn and threads the reply', async () => {
    const accountId = (await connection(owner)).account?.id ?? '';
    const { candidateIds, projectId } = await kit.runningCampaign(
      owner,
      'Reply',
      [DRAFTS.invite, DRAFTS.email],
      accountId,
      [{ full_name: 'Rene Reply', linkedin_url: 'https://linkedin.com/in/rene-r' }],
    );
    const [rene = ''] = candidateIds;
    await scheduleDueSteps(t.app, { now: new Date() });
    const body = {
      profile_url: 'https://www.linkedin.com/in/Rene-R/',
      text: 'Happy to talk!',
      sent_at: new Date().toISOString(),
    };
    const reply = await fromExtension(t, owner, 'POST', '/api/extension/linkedin/messages', body);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toEqual({ matched: true, stopped_enrollments: 1 });
    expect(await kit.enrolmentOf(rene)).toMatchObject({
      status: 'stopped',
      stop_reason: 'replied',
    });
    expect((await kit.actionsOf(rene)).map((action) => action.status)).toEqual(['canceled']);
    const stage = await t.pool.query<{ sub_stage: string | null }>(
      'select sub_stage from project_candidate where candidate_id = $1',
      [rene],
    );
    expect(stage.rows).toEqual([{ sub_stage: 'engaging' }]);
    // The reply joins the thread of the project whose sequence wrote to Rene on LinkedIn.
    const thread = await t.pool.query<{
      channels: string[];
      needs_reply: boolean;
      project_id: string | null;
    }>('select channels, needs_reply, project_id from inbox_thread where candidate_id = $1', [
      rene,
    ]);
    expect(thread.rows).toEqual([
      { channels: ['linkedin'], needs_reply: true, project_id: projectId },
    ]);
    const again = await fromExtension(t, owner, 'POST', '/api/extension/linkedin/messages', body);
    expect(again.json().data).toEqual({ matched: true, stopped_enrollments: 0 });
    const stranger = await fromExtension(t, owner, 'POST', '/api/extension/linkedin/messages', {
      ...body,
      profile_url: 'https://linkedin.com/in/not-a-candidate',
    });
    expect(stranger.json().data).toEqual({ matched: false, stopped_enrollments: 0 });
  });
});
