import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { deleteMemberLinkedinAccount } from '../accounts/linkedin-account-store';
import { DRAFTS, type As } from '../campaigns/campaign.test-kit';
import { scheduleDueSteps } from '../outreach/schedule-due-steps';
import { STALE_CLAIM_MESSAGE } from './report-action-result';
import { connectLinkedin, fromExtension, linkedinKit } from './linkedin.test-kit';
import { LIMITS_REACHED_REASON } from './claim-linkedin-actions';

let t: TestApp;
let kit: ReturnType<typeof linkedinKit>;
let owner: As;
let accountId: string;
let lastClaim: Claimed[] = [];

beforeAll(async () => {
  t = await createTestApp({ OUTREACH_IGNORE_LIMITS: 'true' });
  kit = linkedinKit(t, 94);
  owner = await kit.owner('li-actions-owner@example.com');
  accountId = await connectLinkedin(
    t,
    owner,
    'Rita Recruiter',
    'https://www.linkedin.com/in/rita-r',
  );
});
afterAll(async () => {
  await t.close();
});

type Claimed = {
  id: string;
  lease_token: string;
  type: string;
  text: string | null;
  requires_connection: boolean;
  perform_at: string;
  lease_until: string;
};

const claim = async (max = 3) => {
  const response = await fromExtension(t, owner, 'POST', '/api/extension/linkedin/actions/claim', {
    max,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { actions: Claimed[]; idle_reason: string | null };
};

const report = (action: Pick<Claimed, 'id' | 'lease_token'>, outcome: string, detail?: string) =>
  fromExtension(t, owner, 'POST', `/api/extension/linkedin/actions/${action.id}/result`, {
    lease_token: action.lease_token,
    outcome,
    ...(detail ? { detail } : {}),
  });

/** Lets the account act again at once (the gap cursor) and clears its claims' counts. */
const resetCursor = () => t.pool.query('update linkedin_account set next_action_at = null');

describe('planning LinkedIn steps', () => {
  it('plans one action per enrolment and step, exactly once, with the note filled', async () => {
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'Plan Once',
      [DRAFTS.invite, DRAFTS.message],
      accountId,
      [{ full_name: 'Ada Lovelace', linkedin_url: 'https://linkedin.com/in/ada-l' }],
    );
    const [ada = ''] = candidateIds;
    await scheduleDueSteps(t.app, { now: new Date() });
    await t.pool.query(
      'update campaign_enrollment set next_run_at = now() where candidate_id = $1',
      [ada],
    );
    await t.pool.query('update campaign_enrollment set step_index = 0 where candidate_id = $1', [
      ada,
    ]);
    await scheduleDueSteps(t.app, { now: new Date() });
    const actions = await kit.actionsOf(ada);
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({
      step_type: 'auto_linkedin_invite',
      status: 'scheduled',
      mode: 'automatic',
      text: 'Hi Ada, let us connect.',
      requires_connection: false,
    });
    await t.pool.query(`update linkedin_action set status = 'canceled' where candidate_id = $1`, [
      ada,
    ]);
  });

  it('holds a candidate without a LinkedIn profile, and one whose note has no value', async () => {
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'Plan Holds',
      [
        {
          type: 'auto_linkedin_invite',
          config: { note: 'Hi {{first_name}} at {{current_company}}' },
        },
      ],
      accountId,
      [
        { full_name: 'No Profile', email: 'noprofile@example.test' },
        { full_name: 'Grace Hopper', linkedin_url: 'https://linkedin.com/in/grace-h' },
      ],
    );
    await scheduleDueSteps(t.app, { now: new Date() });
    const [noProfile = '', grace = ''] = candidateIds;
    expect((await kit.enrolmentOf(noProfile))?.held_reason).toBe(
      'Not sent: this candidate has no LinkedIn profile URL.',
    );
    expect((await kit.enrolmentOf(grace))?.held_reason).toBe(
      'Not sent: no value for {{current_company}}.',
    );
    expect(await kit.actionsOf(grace)).toEqual([]);
    await t.pool.query(`update campaign set status = false where name = 'Plan Holds' or true`);
  });
});

describe('claiming and reporting', () => {
  it('hands out due actions with a lease and gaps, accepts one result, refuses a second', async () => {
    await t.pool.query('update campaign set status = false');
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'Claim Flow',
      [DRAFTS.invite, DRAFTS.view],
      accountId,
      [
        { full_name: 'Alan Turing', linkedin_url: 'https://linkedin.com/in/alan-t' },
        { full_name: 'Barbara Liskov', linkedin_url: 'https://linkedin.com/in/barbara-l' },
      ],
    );
    await resetCursor();
    await scheduleDueSteps(t.app, { now: new Date() });
    const first = await claim(3);
    expect(first.actions.map((action) => action.type)).toEqual([
      'auto_linkedin_invite',
      'auto_linkedin_invite',
    ]);
    const [a, b] = first.actions as [Claimed, Claimed];
    const gap = Date.parse(b.perform_at) - Date.parse(a.perform_at);
    expect(gap).toBeGreaterThanOrEqual(60_000);
    expect(gap).toBeLessThanOrEqual(240_000);
    expect(Date.parse(a.lease_until)).toBeGreaterThan(Date.parse(a.perform_at));
    // Claimed actions are not handed out twice while their lease runs.
    expect((await claim(3)).actions).toEqual([]);

    const done = await report(a, 'done');
    expect(done.statusCode, done.body).toBe(200);
    const again = await report(a, 'done');
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(STALE_CLAIM_MESSAGE);
    const forged = await report({ id: b.id, lease_token: a.lease_token }, 'done');
    expect(forged.statusCode).toBe(410);

    // Done: the sequence goes on, the view step after the invitation needs the connection.
    const reported = (
      await t.pool.query<{ candidate_id: string }>(
        'select candidate_id from linkedin_action where id = $1',
        [a.id],
      )
    ).rows[0]?.candidate_id;
    expect(candidateIds).toContain(reported);
    await scheduleDueSteps(t.app, { now: new Date() });
    const alanActions = await kit.actionsOf(reported ?? '');
    expect(alanActions.map((action) => [action.step_type, action.status])).toEqual([
      ['auto_linkedin_invite', 'done'],
      ['auto_linkedin_profile_view', 'scheduled'],
    ]);
    expect(alanActions[1]?.requires_connection).toBe(true);
  });

  it('returns an expired claim to the queue and refuses its late result', async () => {
    const [action] = (
      await t.pool.query<{ id: string }>(
        `select id from linkedin_action where status = 'claimed' limit 1`,
      )
    ).rows;
    expect(action).toBeDefined();
    const token =
      (
        await t.pool.query<{ lease_token: string }>(
          'select lease_token from linkedin_action where id = $1',
          [action?.id],
        )
      ).rows[0]?.lease_token ?? '';
    await t.pool.query(
      `update linkedin_action set lease_until = now() - interval '1 second' where id = $1`,
      [action?.id],
    );
    const late = await report({ id: action?.id ?? '', lease_token: token }, 'done');
    expect(late.statusCode).toBe(410);
    await resetCursor();
    const reclaimed = await claim(5);
    expect(reclaimed.actions.map((one) => one.id)).toContain(action?.id);
    lastClaim = reclaimed.actions;
  });

  it('waits for the acceptance when the extension finds no connection', async () => {
    const [view] = lastClaim.filter((one) => one.type === 'auto_linkedin_profile_view');
    expect(view?.requires_connection).toBe(true);
    const waiting = await report(view as Claimed, 'not_connected');
    expect(waiting.json().data).toEqual({ status: 'scheduled' });
    const row = (
      await t.pool.query<{ status: string; scheduled_at: Date }>(
        'select status, scheduled_at from linkedin_action where id = $1',
        [view?.id],
      )
    ).rows[0];
    expect(row?.status).toBe('scheduled');
    expect(row?.scheduled_at.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });

  it('stops at the daily invitation limit of the account', async () => {
    await t.pool.query('update campaign set status = false');
    await t.pool.query(
      `update linkedin_account set limits = '{"invitations_per_day": 1, "invitations_per_week": 100}'`,
    );
    await t.pool.query(`update linkedin_action set claimed_at = now() - interval '2 days'`);
    await kit.runningCampaign(owner, 'Limits', [DRAFTS.invite], accountId, [
      { full_name: 'Limit One', linkedin_url: 'https://linkedin.com/in/limit-one' },
      { full_name: 'Limit Two', linkedin_url: 'https://linkedin.com/in/limit-two' },
    ]);
    await scheduleDueSteps(t.app, { now: new Date() });
    await resetCursor();
    expect((await claim(5)).actions).toHaveLength(1);
    await resetCursor();
    expect(await claim(5)).toEqual({ actions: [], idle_reason: LIMITS_REACHED_REASON });
    // The page shows the same count the claims keep: the day's one invitation, none left.
    const page = await call(t, 'GET', '/api/linkedin/connection', owner);
    const { usage } = (
      page.json() as { data: { account: { usage: { type: string; period: string }[] } } }
    ).data.account;
    const invitations = usage.filter((row) => row.type === 'auto_linkedin_invite');
    expect(invitations).toEqual([
      { type: 'auto_linkedin_invite', period: 'day', used: 1, limit: 1, remaining: 0 },
      { type: 'auto_linkedin_invite', period: 'week', used: 3, limit: 100, remaining: 97 },
    ]);
    expect(usage.find((row) => row.type === 'auto_linkedin_profile_view')).toMatchObject({
      period: 'day',
      limit: 80,
    });
    await t.pool.query('update linkedin_account set limits = null');
  });

  it('pauses the account for a day after LinkedIn shows a warning', async () => {
    const warned = await fromExtension(t, owner, 'POST', '/api/extension/linkedin/health', {
      state: 'warning',
      message: 'You are sending too many invitations',
    });
    expect(warned.statusCode, warned.body).toBe(200);
    const paused = await claim(5);
    expect(paused.actions).toEqual([]);
    expect(paused.idle_reason).toMatch(/^Paused after a LinkedIn warning until /);
    await t.pool.query('update linkedin_account set paused_until = null');
  });

  it('refuses a result for an action of another account with 404', async () => {
    const mate = await kit.teammate(owner.cookie, owner.workspace, 'li-actions-mate@example.com');
    const mateAs = { cookie: mate.cookie, workspace: owner.workspace };
    await connectLinkedin(t, mateAs, 'Mate', 'https://www.linkedin.com/in/mate-m');
    const [action] = (
      await t.pool.query<{ id: string; lease_token: string }>(
        `select id, coalesce(lease_token::text, 'x') as lease_token from linkedin_action limit 1`,
      )
    ).rows;
    const response = await fromExtension(
      t,
      mateAs,
      'POST',
      `/api/extension/linkedin/actions/${action?.id}/result`,
      { lease_token: action?.lease_token, outcome: 'done' },
    );
    expect(response.statusCode).toBe(404);
  });

  it('hands the waiting steps of a member who leaves back to the engine, which holds them', async () => {
    await t.pool.query('update campaign set status = false');
    const mate = await kit.teammate(owner.cookie, owner.workspace, 'li-actions-leaver@example.com');
    const mateAs = { cookie: mate.cookie, workspace: owner.workspace };
    const leaverAccount = await connectLinkedin(
      t,
      mateAs,
      'Leaver',
      'https://www.linkedin.com/in/leaver-l',
    );
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'Leaver',
      [DRAFTS.invite],
      leaverAccount,
      [{ full_name: 'Left Behind', linkedin_url: 'https://linkedin.com/in/left-behind' }],
    );
    const [left = ''] = candidateIds;
    await scheduleDueSteps(t.app, { now: new Date() });
    expect(await kit.actionsOf(left)).toHaveLength(1);
    const userId = (
      await t.pool.query<{ id: string }>(`select id from "user" where email = $1`, [
        'li-actions-leaver@example.com',
      ])
    ).rows[0]?.id;
    await deleteMemberLinkedinAccount(t.app.db, owner.workspace, userId ?? '');
    expect(await kit.actionsOf(left)).toEqual([]);
    await scheduleDueSteps(t.app, { now: new Date(Date.now() + 1000) });
    expect(await kit.enrolmentOf(left)).toMatchObject({
      status: 'active',
      step_index: 0,
      held_reason:
        'Not sent: the LinkedIn account chosen for this campaign is no longer connected.',
    });
  });
});
