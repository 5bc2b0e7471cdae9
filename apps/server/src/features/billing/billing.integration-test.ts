import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import { PLANS, TRIAL_DAYS } from '@hirelane/domain/billing/plans';
import type { Balance } from '@hirelane/domain/billing/subscription.schema';
import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import {
  call,
  createTestApp,
  createWorkspaceAs,
  lastMailTo,
  signIn,
  tokenFromMail,
  type TestApp,
} from '../../../test/test-app';
import { CHECKOUT_CONFIRMATION_PATH } from './billing-provider';
import { grantCredits } from './grant-credits';
import { spendCredits } from './spend-credits';
import { TRIAL_REFUSED_MESSAGE } from './start-trial';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// ---- helpers -------------------------------------------------------------------------------

let signIns = 0;
/** Signs in with a fresh IP every 10 sign-ins, well below the per-IP limit. */
const user = (email: string) => signIn(t, email, `10.50.${Math.floor(signIns++ / 10)}.1`);

const DAY_MS = 24 * 60 * 60 * 1000;

const balance = async (cookie: string, workspace: string): Promise<Balance> => {
  const response = await call(t, 'GET', '/api/subscription/balance', { cookie, workspace });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Balance;
};

const startTrial = (cookie: string, workspace: string) =>
  call(t, 'POST', '/api/subscription/start-trial', { cookie, workspace, body: {} });

const checkout = (cookie: string, workspace: string, planName: string) =>
  call(t, 'POST', '/api/subscription/checkout', {
    cookie,
    workspace,
    body: { plan_name: planName },
  });

const ledger = async (workspace: string) =>
  (
    await t.pool.query<{ amount: number; reason: string }>(
      'select amount, reason from credit_ledger where workspace_id = $1 order by created_at',
      [workspace],
    )
  ).rows;

const subscriptionRow = async (workspace: string) =>
  (
    await t.pool.query<{
      plan_name: string | null;
      plan_status: string | null;
      current_period_end: Date | null;
    }>('select plan_name, plan_status, current_period_end from workspace where id = $1', [
      workspace,
    ])
  ).rows[0];

const join = async (ownerCookie: string, workspace: string, email: string, role: WorkspaceRole) => {
  const invited = await call(t, 'POST', '/api/workspace/members/invite', {
    cookie: ownerCookie,
    workspace,
    body: { emails: [email], role },
  });
  expect(invited.statusCode, invited.body).toBe(200);
  const token = tokenFromMail(lastMailTo(t, email));
  const cookie = await user(email);
  const accepted = await call(t, 'POST', '/api/invitation/accept', { cookie, body: { token } });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return cookie;
};

/** |actual - expected| within a minute. */
const expectAbout = (actual: string | Date | null | undefined, expectedMs: number) => {
  expect(actual).toBeTruthy();
  expect(Math.abs(new Date(actual ?? 0).getTime() - expectedMs)).toBeLessThan(60_000);
};

// ---- tests ---------------------------------------------------------------------------------

describe('GET /api/subscription/plans', () => {
  it('lists the catalogue with the provider in use and whether the trial is still open', async () => {
    const cookie = await user('plans@example.com');
    const workspace = await createWorkspaceAs(t, cookie, 'Plans');
    const before = await call(t, 'GET', '/api/subscription/plans', { cookie, workspace });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      success: true,
      data: { plans: PLANS, provider: 'local', trial_available: true },
    });
    await call(t, 'POST', '/api/subscription/start-trial', { cookie, workspace, body: {} });
    const after = await call(t, 'GET', '/api/subscription/plans', { cookie, workspace });
    expect((after.json().data as { trial_available: boolean }).trial_available).toBe(false);
    expect((await call(t, 'GET', '/api/subscription/plans', { workspace })).statusCode).toBe(401);
  });
});

describe('GET /api/subscription/balance', () => {
  it('is zero with no plan for a new workspace, readable by every role', async () => {
    const ownerCookie = await user('balance-owner@example.com');
    const workspace = await createWorkspaceAs(t, ownerCookie, 'Balance');
    const empty: Balance = {
      balance: 0,
      plan_name: null,
      plan_status: null,
      credits_per_month: 0,
      current_period_end: null,
      period_granted: 0,
      period_used: 0,
      next_grant_at: null,
    };
    expect(await balance(ownerCookie, workspace)).toEqual(empty);
    const memberCookie = await join(ownerCookie, workspace, 'balance-member@example.com', 'member');
    expect(await balance(memberCookie, workspace)).toEqual(empty);
  });

  it('sums grants and debits of its own workspace only', async () => {
    const cookie = await user('ledger@example.com');
    const workspace = await createWorkspaceAs(t, cookie, 'Ledger');
    const other = await createWorkspaceAs(t, cookie, 'Other ledger');
    await grantCredits(t.app.db, workspace, { amount: 250, reason: 'admin', idempotencyKey: 'a' });
    await spendCredits(t.app.db, {
      workspaceId: workspace,
      action: 'contact_reveal',
      quantity: 40,
      idempotencyKey: 'reveal',
    });
    await grantCredits(t.app.db, other, { amount: 999, reason: 'admin', idempotencyKey: 'a' });
    expect((await balance(cookie, workspace)).balance).toBe(210);
    expect((await balance(cookie, other)).balance).toBe(999);
  });

  it('answers 401 without a session and 422 without a workspace', async () => {
    const cookie = await user('balance-anon@example.com');
    const workspace = await createWorkspaceAs(t, cookie, 'Anon');
    expect((await call(t, 'GET', '/api/subscription/balance', { workspace })).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/subscription/balance', { cookie })).statusCode).toBe(422);
  });
});

describe('POST /api/subscription/start-trial', () => {
  it('starts the trial with its credits, once', async () => {
    const cookie = await user('trial@example.com');
    const workspace = await createWorkspaceAs(t, cookie, 'Trial');
    const started = await startTrial(cookie, workspace);
    expect(started.statusCode, started.body).toBe(200);
    const data = started.json().data as { current_period_end: string };
    expect(started.json()).toMatchObject({
      success: true,
      data: { plan_name: 'trial', plan_status: 'trialing' },
    });
    expectAbout(data.current_period_end, Date.now() + TRIAL_DAYS * DAY_MS);

    expect(await ledger(workspace)).toEqual([{ amount: 100, reason: 'trial_grant' }]);
    expect(await balance(cookie, workspace)).toEqual({
      balance: 100,
      plan_name: 'trial',
      plan_status: 'trialing',
      credits_per_month: 100,
      current_period_end: data.current_period_end,
      period_granted: 100,
      period_used: 0,
      next_grant_at: null,
    });
    const info = (await call(t, 'GET', '/sessioninfo', { cookie })).json().data as SessionInfo;
    expect(info.profile_info.subscription_info).toEqual({
      plan_name: 'trial',
      plan_status: 'trialing',
      current_period_end: data.current_period_end,
    });

    const again = await startTrial(cookie, workspace);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ success: false, message: TRIAL_REFUSED_MESSAGE });
    expect(await ledger(workspace)).toHaveLength(1);
  });

  it('grants the trial only once when two requests race', async () => {
    const cookie = await user('trial-race@example.com');
    const workspace = await createWorkspaceAs(t, cookie, 'Trial race');
    const answers = await Promise.all([
      startTrial(cookie, workspace),
      startTrial(cookie, workspace),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await ledger(workspace)).toEqual([{ amount: 100, reason: 'trial_grant' }]);
  });

  it('refuses a workspace that has or had a subscription', async () => {
    const cookie = await user('trial-late@example.com');
    const workspace = await createWorkspaceAs(t, cookie, 'Trial late');
    await t.pool.query(
      `update workspace set plan_name = 'starter', plan_status = 'canceled' where id = $1`,
      [workspace],
    );
    const refused = await startTrial(cookie, workspace);
    expect(refused.statusCode).toBe(422);
    expect(await subscriptionRow(workspace)).toMatchObject({
      plan_name: 'starter',
      plan_status: 'canceled',
    });
    expect(await ledger(workspace)).toEqual([]);
  });

  it('needs workspace:billing:edit: a member gets 403, an admin may', async () => {
    const ownerCookie = await user('trial-owner@example.com');
    const workspace = await createWorkspaceAs(t, ownerCookie, 'Trial perms');
    const memberCookie = await join(ownerCookie, workspace, 'trial-member@example.com', 'member');
    const refused = await startTrial(memberCookie, workspace);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      message: 'You need the workspace:billing:edit permission to do this.',
    });
    expect(await subscriptionRow(workspace)).toMatchObject({ plan_name: null });
    expect(await ledger(workspace)).toEqual([]);

    const adminCookie = await join(ownerCookie, workspace, 'trial-admin@example.com', 'admin');
    expect((await startTrial(adminCookie, workspace)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const cookie = await user('trial-anon@example.com');
    const workspace = await createWorkspaceAs(t, cookie, 'Trial anon');
    expect((await startTrial('', workspace)).statusCode).toBe(401);
    expect(await ledger(workspace)).toEqual([]);
  });
});

describe('POST /api/subscription/checkout (local provider)', () => {
  it('activates the plan at once, grants its credits and sends the browser to the confirmation', async () => {
    const cookie = await user('buyer@example.com');
    const workspace = await createWorkspaceAs(t, cookie, 'Buyer');
    expect((await startTrial(cookie, workspace)).statusCode).toBe(200);

    const bought = await checkout(cookie, workspace, 'starter');
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json()).toEqual({
      success: true,
      data: { redirect_url: '/app/checkout-confirmation?checkout=success', provider: 'local' },
    });
    expect(CHECKOUT_CONFIRMATION_PATH).toBe('/app/checkout-confirmation?checkout=success');
    const row = await subscriptionRow(workspace);
    expect(row).toMatchObject({ plan_name: 'starter', plan_status: 'active' });
    expectAbout(row?.current_period_end, Date.now() + 30 * DAY_MS);
    expect(await ledger(workspace)).toEqual([
      { amount: 100, reason: 'trial_grant' },
      { amount: 500, reason: 'plan_grant' },
    ]);
    expect(await balance(cookie, workspace)).toMatchObject({
      balance: 600,
      plan_name: 'starter',
      plan_status: 'active',
      credits_per_month: 500,
    });

    // Paying again for the active plan is refused; moving up to pro is not.
    const same = await checkout(cookie, workspace, 'starter');
    expect(same.statusCode).toBe(422);
    expect(same.json().message).toBe('This workspace is already on the starter plan.');
    expect((await balance(cookie, workspace)).balance).toBe(600);

    // An upgrade within the period tops the period's grant up to the pro allowance (decision 016).
    expect((await checkout(cookie, workspace, 'pro')).statusCode).toBe(200);
    expect(await balance(cookie, workspace)).toMatchObject({
      balance: 2100,
      plan_name: 'pro',
      plan_status: 'active',
      credits_per_month: 2000,
    });
    // A workspace that has had a subscription gets no trial.
    expect((await startTrial(cookie, workspace)).statusCode).toBe(422);
  });

  it('works without a trial first, and reactivates a canceled plan in its period without new credits', async () => {
    const cookie = await user('direct-buyer@example.com');
    const workspace = await createWorkspaceAs(t, cookie, 'Direct');
    expect((await checkout(cookie, workspace, 'pro')).statusCode).toBe(200);
    expect(await ledger(workspace)).toEqual([{ amount: 2000, reason: 'plan_grant' }]);
    await t.pool.query(`update workspace set plan_status = 'canceled' where id = $1`, [workspace]);
    expect((await checkout(cookie, workspace, 'pro')).statusCode).toBe(200);
    expect(await subscriptionRow(workspace)).toMatchObject({
      plan_name: 'pro',
      plan_status: 'active',
    });
    expect((await balance(cookie, workspace)).balance).toBe(2000);
  });

  it("grants a plan's credits once per billing period: switching back and forth only tops up to the highest plan", async () => {
    const cookie = await user('switcher@example.com');
    const workspace = await createWorkspaceAs(t, cookie, 'Switcher');
    expect((await startTrial(cookie, workspace)).statusCode).toBe(200);
    for (const planName of ['starter', 'pro', 'starter', 'pro', 'starter']) {
      const switched = await checkout(cookie, workspace, planName);
      expect(switched.statusCode, switched.body).toBe(200);
    }
    // Before decision 016 every switch granted the plan again: 100 + 500 + 2000 + 500 + 2000 + 500.
    expect(await ledger(workspace)).toEqual([
      { amount: 100, reason: 'trial_grant' },
      { amount: 500, reason: 'plan_grant' },
      { amount: 1500, reason: 'plan_grant' },
    ]);
    expect(await balance(cookie, workspace)).toMatchObject({ balance: 2100, plan_name: 'starter' });
    const periodEnd = (await subscriptionRow(workspace))?.current_period_end;
    expectAbout(periodEnd, Date.now() + 30 * DAY_MS);

    // Once the period has ended, the next checkout starts a new period with the plan's full credits.
    await t.pool.query(
      `update workspace set current_period_end = now() - interval '1 minute' where id = $1`,
      [workspace],
    );
    expect((await checkout(cookie, workspace, 'pro')).statusCode).toBe(200);
    expect((await balance(cookie, workspace)).balance).toBe(4100);
    expectAbout((await subscriptionRow(workspace))?.current_period_end, Date.now() + 30 * DAY_MS);
  });

  it("grants only the plan's allowance when two checkouts race", async () => {
    const cookie = await user('racer-checkout@example.com');
    const workspace = await createWorkspaceAs(t, cookie, 'Racer checkout');
    const results = await Promise.all([
      checkout(cookie, workspace, 'pro'),
      checkout(cookie, workspace, 'starter'),
      checkout(cookie, workspace, 'pro'),
    ]);
    expect(results.some((result) => result.statusCode === 200)).toBe(true);
    expect((await balance(cookie, workspace)).balance).toBe(2000);
  });

  it('refuses enterprise and unknown plans with 422, and an enterprise workspace with 414', async () => {
    const cookie = await user('enterprise@example.com');
    const workspace = await createWorkspaceAs(t, cookie, 'Enterprise');
    for (const planName of ['enterprise', 'trial', 'gold']) {
      const refused = await checkout(cookie, workspace, planName);
      expect(refused.statusCode, planName).toBe(422);
      expect(refused.json().errors).toEqual([
        { path: 'plan_name', message: expect.any(String) as unknown },
      ]);
    }
    expect(await ledger(workspace)).toEqual([]);

    await t.pool.query(
      `update workspace set plan_name = 'enterprise', plan_status = 'active' where id = $1`,
      [workspace],
    );
    const billedByContract = await checkout(cookie, workspace, 'pro');
    expect(billedByContract.statusCode).toBe(414);
    expect(await subscriptionRow(workspace)).toMatchObject({ plan_name: 'enterprise' });
    expect(await ledger(workspace)).toEqual([]);
  });

  it('needs workspace:billing:edit: a member gets 403 and nothing changes', async () => {
    const ownerCookie = await user('checkout-owner@example.com');
    const workspace = await createWorkspaceAs(t, ownerCookie, 'Checkout perms');
    const memberCookie = await join(
      ownerCookie,
      workspace,
      'checkout-member@example.com',
      'member',
    );
    const refused = await checkout(memberCookie, workspace, 'pro');
    expect(refused.statusCode).toBe(403);
    expect(await subscriptionRow(workspace)).toMatchObject({ plan_name: null, plan_status: null });
    expect(await ledger(workspace)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const cookie = await user('checkout-anon@example.com');
    const workspace = await createWorkspaceAs(t, cookie, 'Checkout anon');
    expect((await checkout('', workspace, 'pro')).statusCode).toBe(401);
    expect(await ledger(workspace)).toEqual([]);
  });
});
