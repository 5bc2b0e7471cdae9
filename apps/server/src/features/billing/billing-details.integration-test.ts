import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingDetailsSchema,
  PORTAL_NOT_AVAILABLE_MESSAGE,
} from '@hirelane/domain/billing/subscription.schema';
import {
  call,
  createTestApp,
  createWorkspaceAs,
  signIn,
  type TestApp,
} from '../../../test/test-app';
import { joinWorkspace } from '../../../test/workspace-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const details = (cookie: string, workspace: string) =>
  call(t, 'GET', '/api/subscription/billing-details', { cookie, workspace });

describe('GET /api/subscription/billing-details', () => {
  it('shows the plan, status, renewal and the provider of a self-serve workspace', async () => {
    const cookie = await signIn(t, 'billing-owner@example.com', '10.60.0.1');
    const workspace = await createWorkspaceAs(t, cookie, 'Self serve');
    const none = await details(cookie, workspace);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toMatchObject({ plan_name: null, plan_status: null, invoices: [] });

    await call(t, 'POST', '/api/subscription/checkout', {
      cookie,
      workspace,
      body: { plan_name: 'pro' },
    });
    const pro = await details(cookie, workspace);
    const data = billingDetailsSchema.parse(pro.json().data);
    expect(data).toMatchObject({
      plan_name: 'pro',
      plan_label: 'Pro',
      plan_status: 'active',
      provider: 'local',
      payment_method: null,
    });
    expect(data.price_cents).toBeGreaterThan(0);
    expect(Date.parse(data.current_period_end ?? '')).toBeGreaterThan(Date.now());
  });

  it('local provider: a credit pack is granted at once and never expires; no portal', async () => {
    const cookie = await signIn(t, 'billing-topup@example.com', '10.60.0.5');
    const workspace = await createWorkspaceAs(t, cookie, 'Top up');
    const noPlan = await call(t, 'POST', '/api/subscription/top-up', {
      cookie,
      workspace,
      body: { pack_id: 'credits_500' },
    });
    expect(noPlan.statusCode).toBe(422);
    await call(t, 'POST', '/api/subscription/start-trial', { cookie, workspace });
    const before = (await call(t, 'GET', '/api/subscription/balance', { cookie, workspace })).json()
      .data as { balance: number };
    const topUp = await call(t, 'POST', '/api/subscription/top-up', {
      cookie,
      workspace,
      body: { pack_id: 'credits_2000' },
    });
    expect(topUp.statusCode, topUp.body).toBe(200);
    expect(topUp.json().data).toEqual({
      redirect_url: '/app/billing?top_up=success',
      provider: 'local',
    });
    const after = (await call(t, 'GET', '/api/subscription/balance', { cookie, workspace })).json()
      .data as { balance: number };
    expect(after.balance).toBe(before.balance + 2000);
    const grant = await t.pool.query(
      `select expires_at from credit_ledger where workspace_id = $1 and reason = 'top_up'`,
      [workspace],
    );
    expect(grant.rows).toEqual([{ expires_at: null }]);
    const badPack = await call(t, 'POST', '/api/subscription/top-up', {
      cookie,
      workspace,
      body: { pack_id: 'credits_1' },
    });
    expect(badPack.statusCode).toBe(422);

    const portal = await call(t, 'POST', '/api/subscription/portal', {
      cookie,
      workspace,
      body: {},
    });
    expect(portal.statusCode).toBe(422);
    expect(portal.json().message).toBe(PORTAL_NOT_AVAILABLE_MESSAGE);
    expect(
      billingDetailsSchema.parse((await details(cookie, workspace)).json().data),
    ).toMatchObject({ portal_available: false, pay_url: null });
  });

  it('answers 414 with SPEC text for an enterprise workspace', async () => {
    const cookie = await signIn(t, 'billing-enterprise@example.com', '10.60.0.2');
    const workspace = await createWorkspaceAs(t, cookie, 'Contract');
    await t.pool.query(
      `update workspace set plan_name = 'enterprise', plan_status = 'active' where id = $1`,
      [workspace],
    );
    const response = await details(cookie, workspace);
    expect(response.statusCode).toBe(414);
    expect(response.json().message).toBe(
      'Sorry, billing details are not available for Enterprise plans',
    );
  });

  it('needs workspace:billing:edit: a member gets 403', async () => {
    const ownerCookie = await signIn(t, 'billing-boss@example.com', '10.60.0.3');
    const workspace = await createWorkspaceAs(t, ownerCookie, 'Team');
    const memberCookie = await joinWorkspace(
      t,
      (email) => signIn(t, email, '10.60.0.4'),
      ownerCookie,
      workspace,
      'billing-member@example.com',
      'member',
    );
    const response = await details(memberCookie, workspace);
    expect(response.statusCode).toBe(403);
  });
});
